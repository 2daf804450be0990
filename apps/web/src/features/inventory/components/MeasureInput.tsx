import type { InventoryItem } from '@freightdesk/contracts';
import { TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { itemName, type Measure, withoutWeight } from '../measures';
import type { MeasureDrafts } from '../useMeasureDrafts';

const labels: Record<Measure, string> = { weight: 'Weight (lbs)', pieces: 'Pieces' };

/** The same box of the next (or previous) item in the grid, for Enter to move down as a sheet does. */
function boxBelow(box: HTMLInputElement, measure: Measure, step: 1 | -1) {
  const table = box.closest('table');
  if (!table) return null;
  const boxes = [...table.querySelectorAll<HTMLInputElement>(`input[data-measure="${measure}"]`)];
  return boxes[boxes.indexOf(box) + step] ?? null;
}

interface MeasureInputProps {
  item: InventoryItem;
  measure: Measure;
  drafts: MeasureDrafts;
}

/**
 * An item's weight or pieces in its grid cell, typed in place. Enter saves the item's row and goes
 * to the same box of the next item (Shift+Enter, the one above); Escape puts the item's value back.
 * A changed box is tinted until it is saved; a refused one keeps what was typed, with the reason.
 */
export function MeasureInput({ item, measure, drafts }: MeasureInputProps) {
  const changed = drafts.isChanged(item.id, measure);
  const error = drafts.errorOf(item.id, measure);
  // The name stays as it is while typing: the item is not weighed until the weight is saved.
  const notWeighed = measure === 'weight' && withoutWeight(item);
  const missing = notWeighed && !changed;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && changed) {
      event.preventDefault();
      event.stopPropagation();
      drafts.putBack(item.id, measure);
      return;
    }
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    // A refused value keeps the keyboard in its box; a saved one moves it down.
    if (!drafts.save([item.id])) return;
    boxBelow(event.currentTarget, measure, event.shiftKey ? -1 : 1)?.focus();
  };

  return (
    <TextInput
      aria-label={`${labels[measure]} of ${itemName(item)}${notWeighed ? ', not weighed' : ''}`}
      data-measure={measure}
      size="xs"
      w={measure === 'weight' ? 84 : 72}
      ml="auto"
      inputMode={measure === 'weight' ? 'decimal' : 'numeric'}
      autoComplete="off"
      enterKeyHint="next"
      placeholder="0"
      value={drafts.textOf(item, measure)}
      onChange={(e) => drafts.type(item, measure, e.currentTarget.value)}
      onKeyDown={onKeyDown}
      onFocus={(e) => e.currentTarget.select()}
      error={error}
      styles={{
        input: {
          textAlign: 'right',
          fontWeight: changed ? 700 : undefined,
          background: changed ? 'var(--mantine-color-yellow-0)' : undefined,
          borderColor: missing && !error ? 'var(--mantine-color-red-7)' : undefined,
        },
        error: { textAlign: 'right', whiteSpace: 'normal' },
      }}
    />
  );
}
