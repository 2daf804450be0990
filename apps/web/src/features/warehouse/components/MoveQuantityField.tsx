import { type InventoryItem, moveItemBody } from '@freightdesk/contracts';
import { TextInput } from '@mantine/core';
import { type Ref, useRef, useState } from 'react';
import { errorText } from '../../../api/client';
import { compareDecimals, formatNumber } from '../../../lib/numbers';

/** What a move may take of an item by default: all that is available, or (all of it held) the whole item. */
export const defaultMoveQuantity = (item: InventoryItem) =>
  formatNumber(compareDecimals(item.available, 0) > 0 ? item.available : item.quantityOnHand, { plain: true });

/**
 * Why a quantity cannot be moved off this item, as the server would say it (null: it can). All on
 * hand moves the item whole; less splits it, never beyond what is available.
 */
export function moveQuantityProblem(item: InventoryItem, text: string): string | null {
  const parsed = moveItemBody.shape.quantity.safeParse(text);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Enter a quantity.';
  const q = parsed.data ?? text;
  if (compareDecimals(q, item.quantityOnHand) === 0) return null;
  const name = item.itemNumber || item.description;
  const available = formatNumber(item.available, { plain: true });
  if (compareDecimals(q, item.quantityOnHand) > 0) {
    return `Only ${available} ${item.unitOfMeasure} of ${name} ${available === '1' ? 'is' : 'are'} available to move.`;
  }
  if (compareDecimals(q, item.available) > 0) {
    const held = formatNumber(item.quantityHeld, { plain: true });
    return `${held} ${item.unitOfMeasure} of ${name} ${held === '1' ? 'is' : 'are'} held by pick tickets: move at most ${available}.`;
  }
  return null;
}

/** A quantity as people type it: digits and at most one point (anything else is a scan, not a quantity). */
export const looksLikeQuantity = (text: string) => /^-?[\d.,\s]*$/.test(text);

/**
 * How much of the item to move: all available at first (selected when tapped, so typing replaces
 * it), "of N available" beside it. Enter with a quantity goes back to the scan field (`onNext`); a
 * location label scanned into it while it has the focus moves all available there (`onLocation`).
 */
export function MoveQuantityField({
  item,
  value,
  onChange,
  onNext,
  onLocation,
  ref,
}: {
  item: InventoryItem;
  value: string;
  onChange: (value: string) => void;
  onNext: () => void;
  onLocation: (code: string) => Promise<string | null>;
  ref?: Ref<HTMLInputElement>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);

  const refuse = (problem: string) => {
    setError(problem);
    input.current?.focus();
    input.current?.select();
  };

  const enter = async () => {
    const text = value.trim();
    if (looking) return;
    if (text && !looksLikeQuantity(text)) {
      setLooking(true);
      let problem: string | null;
      try {
        problem = await onLocation(text);
      } catch (err) {
        problem = errorText(err);
      }
      setLooking(false);
      if (problem) refuse(problem);
      else {
        setError(null);
        onChange(defaultMoveQuantity(item));
      }
      return;
    }
    const problem = moveQuantityProblem(item, text);
    if (problem) return refuse(problem);
    setError(null);
    onNext();
  };

  return (
    <TextInput
      ref={(el) => {
        input.current = el;
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      }}
      size="lg"
      label="Quantity to move"
      description={`of ${formatNumber(item.available, { plain: true })} available (${item.unitOfMeasure})`}
      value={value}
      onChange={(e) => {
        onChange(e.currentTarget.value);
        setError(null);
      }}
      onFocus={(e) => e.currentTarget.select()}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          void enter();
        }
      }}
      inputMode="decimal"
      enterKeyHint="next"
      autoComplete="off"
      spellCheck={false}
      error={error}
      errorProps={{ role: 'alert' }}
    />
  );
}
