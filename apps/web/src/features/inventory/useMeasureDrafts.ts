import { type InventoryItem, itemsPiecesBody, itemsWeightBody } from '@freightdesk/contracts';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError, errorText } from '../../api/client';
import { useUnsavedChanges } from '../../components/form/unsavedChanges';
import { notify } from '../../components/notify';
import { useUpdateItemsPieces, useUpdateItemsWeight } from './api';
import { itemName, type Measure, measureOf, measureText } from './measures';

/** What was typed in one item's weight and pieces boxes, and what they held when typing began. */
interface Draft {
  name: string;
  start: Record<Measure, string>;
  typed: Record<Measure, string>;
  errors: Partial<Record<Measure, string>>;
}

const measures: Measure[] = ['weight', 'pieces'];

const isChanged = (draft: Draft, measure: Measure) => measureText(draft.typed[measure]) !== draft.start[measure];
const changedOf = (draft: Draft) => measures.filter((m) => isChanged(draft, m));

/** A box's text as the body takes it: empty is zero; pieces that are not a whole number are NaN, which the schema names. */
const weightOf = (text: string) => text.trim() || '0';
const piecesOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim() ? Number.NaN : 0);

/** Messages of a body's items by item id ("items.2.weight" is the third item's weight). */
function messagesOf(issues: { path: PropertyKey[]; message: string }[], ids: number[]) {
  const messages = new Map<number, string>();
  for (const issue of issues) {
    const [, index] = issue.path;
    const id = typeof index === 'number' ? ids[index] : undefined;
    if (id !== undefined && !messages.has(id)) messages.set(id, issue.message);
  }
  return messages;
}

/**
 * Weights and pieces typed into the items grid. What is typed is kept by item, whatever page or
 * search the grid shows, until it is saved or put back: leaving the page asks first, a refused
 * value keeps its box with the message under it, and a save sends every item's weights in one
 * call and their pieces in another (POST /api/project/updateitemsweight and updateitemspieces).
 */
export function useMeasureDrafts(projectId: number) {
  const [drafts, setDrafts] = useState<ReadonlyMap<number, Draft>>(new Map());
  const [saving, setSaving] = useState(false);
  const weigh = useUpdateItemsWeight();
  const count = useUpdateItemsPieces();
  const changed = [...drafts.entries()].filter(([, d]) => changedOf(d).length > 0);
  useUnsavedChanges(changed.length > 0);

  const update = (fn: (next: Map<number, Draft>) => void) =>
    setDrafts((prev) => {
      const next = new Map(prev);
      fn(next);
      return next;
    });

  /** The text of an item's box: what was typed, or the item's own value. */
  const textOf = (item: InventoryItem, measure: Measure) =>
    drafts.get(item.id)?.typed[measure] ?? measureOf(item, measure);

  const type = (item: InventoryItem, measure: Measure, text: string) =>
    update((next) => {
      const draft = next.get(item.id) ?? {
        name: itemName(item),
        start: { weight: measureOf(item, 'weight'), pieces: measureOf(item, 'pieces') },
        typed: { weight: measureOf(item, 'weight'), pieces: measureOf(item, 'pieces') },
        errors: {},
      };
      next.set(item.id, {
        ...draft,
        typed: { ...draft.typed, [measure]: text },
        errors: { ...draft.errors, [measure]: undefined },
      });
    });

  /** Escape: the box holds the item's value again. */
  const putBack = (id: number, measure: Measure) =>
    update((next) => {
      const draft = next.get(id);
      if (!draft) return;
      const back = {
        ...draft,
        typed: { ...draft.typed, [measure]: draft.start[measure] },
        errors: { ...draft.errors, [measure]: undefined },
      };
      if (changedOf(back).length) next.set(id, back);
      else next.delete(id);
    });

  const discard = () => setDrafts(new Map());

  const fail = (measure: Measure, messages: Map<number, string>) =>
    update((next) => {
      for (const [id, message] of messages) {
        const draft = next.get(id);
        if (draft) next.set(id, { ...draft, errors: { ...draft.errors, [measure]: message } });
      }
    });

  /** The boxes saved: the grid shows the saved values (merged into its pages), so the draft goes. */
  const done = (measure: Measure, ids: number[]) =>
    update((next) => {
      for (const id of ids) {
        const draft = next.get(id);
        if (!draft) continue;
        const rest = { ...draft, start: { ...draft.start, [measure]: measureText(draft.typed[measure]) } };
        if (changedOf(rest).length) next.set(id, rest);
        else next.delete(id);
      }
    });

  /**
   * Saves what was typed for these items (all of them when not told): answers false at once when a
   * box holds something the schema refuses (its message shows under it), true once sent.
   */
  const save = (ids?: number[]): boolean => {
    const chosen = changed.filter(([id]) => !ids || ids.includes(id));
    if (!chosen.length) return true;
    const weights = chosen.filter(([, d]) => isChanged(d, 'weight'));
    const pieces = chosen.filter(([, d]) => isChanged(d, 'pieces'));
    const weightBody = { projectId, items: weights.map(([id, d]) => ({ id, weight: weightOf(d.typed.weight) })) };
    const piecesBody = { projectId, items: pieces.map(([id, d]) => ({ id, pieces: piecesOf(d.typed.pieces) })) };
    const weightCheck = weights.length ? itemsWeightBody.safeParse(weightBody) : null;
    const piecesCheck = pieces.length ? itemsPiecesBody.safeParse(piecesBody) : null;
    if (weightCheck?.success === false || piecesCheck?.success === false) {
      if (weightCheck?.error)
        fail(
          'weight',
          messagesOf(
            weightCheck.error.issues,
            weights.map(([id]) => id),
          ),
        );
      if (piecesCheck?.error)
        fail(
          'pieces',
          messagesOf(
            piecesCheck.error.issues,
            pieces.map(([id]) => id),
          ),
        );
      return false;
    }
    void send(weightCheck?.data ?? null, piecesCheck?.data ?? null, chosen.length);
    return true;
  };

  const send = async (
    weights: z.output<typeof itemsWeightBody> | null,
    pieces: z.output<typeof itemsPiecesBody> | null,
    items: number,
  ) => {
    setSaving(true);
    const call = async <B extends { items: { id: number }[] }>(
      measure: Measure,
      body: B,
      run: (b: B) => Promise<unknown>,
    ) => {
      const ids = body.items.map((i) => i.id);
      try {
        await run(body);
        done(measure, ids);
        return true;
      } catch (err) {
        const messages = new Map<number, string>();
        if (err instanceof ApiError) {
          for (const [path, message] of Object.entries(err.fieldErrors)) {
            const [, index] = path.split('.');
            const id = ids[Number(index)];
            if (id !== undefined && !messages.has(id)) messages.set(id, message);
          }
        }
        // Nothing of this call was saved (all or none): every box keeps what was typed.
        fail(measure, messages);
        notify.error(errorText(err));
        return false;
      }
    };
    try {
      const weighed = weights ? await call('weight', weights, weigh.mutateAsync) : true;
      const counted = pieces ? await call('pieces', pieces, count.mutateAsync) : true;
      if (weighed && counted) notify.success(items === 1 ? 'Item saved' : `${items} items saved`);
    } finally {
      setSaving(false);
    }
  };

  return {
    textOf,
    errorOf: (id: number, measure: Measure) => drafts.get(id)?.errors[measure],
    isChanged: (id: number, measure: Measure) => {
      const draft = drafts.get(id);
      return draft ? isChanged(draft, measure) : false;
    },
    type,
    putBack,
    save,
    discard,
    saving,
    /** How many items hold something typed and not saved. */
    count: changed.length,
    names: changed.map(([, d]) => d.name),
  };
}

export type MeasureDrafts = ReturnType<typeof useMeasureDrafts>;
