import { isPalletUnit, type WarehouseRate } from '@freightdesk/contracts';
import { type Exact, exact } from '../../platform/exact';
import type { StoredItem } from '../inventory';

/** Calendar days as whole numbers (days since 1970-01-01): dates only, never money. */
const DAY_MS = 86_400_000;
export const dayNumber = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / DAY_MS;
export const isoOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
/** A day as the product shows dates to people (MM-DD-YYYY): in a charge's description and notes. */
export const shownOf = (n: number) => {
  const iso = isoOf(n);
  return `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
};
export const daysInMonthOf = (n: number) => {
  const d = new Date(n * DAY_MS);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
};
export const dayOfMonth = (n: number) => new Date(n * DAY_MS).getUTCDate();

/** An item's quantity at the end of each business day, replayed from its moves. */
export interface Holdings {
  /** The business day it first came in, and the first day billed once its free days end. */
  receivedOn: number | null;
  at(day: number): Exact;
}

export function holdingsOf(item: StoredItem): Holdings {
  const moves = item.moves.map((m) => ({ n: dayNumber(m.day), after: exact(m.after), before: exact(m.before) }));
  const first = moves.find((m) => m.after.compare(m.before) > 0) ?? moves[0];
  return {
    receivedOn: first ? first.n : null,
    at(day) {
      let q = exact(0);
      for (const m of moves) {
        if (m.n > day) break;
        q = m.after;
      }
      return q;
    },
  };
}

/** What a basis calls its unit. */
export const unitNames: Partial<Record<WarehouseRate['basis'], string>> = {
  'Per hundredweight': 'CWT',
  'Per piece': 'Piece',
  'Per pallet': 'Pallet',
  'Per cubic foot': 'Cubic foot',
};

/** Why items are not counted by a basis: "12 items are not counted in pallets". */
export function leftOutReason(basis: WarehouseRate['basis'], n: number): string {
  const one = n === 1;
  const items = itemsText(n);
  switch (basis) {
    case 'Per hundredweight':
      return `${items} ${one ? 'has' : 'have'} no weight`;
    case 'Per pallet':
      return `${items} ${one ? 'is' : 'are'} not counted in pallets`;
    case 'Per cubic foot':
      return `${items} ${one ? 'has' : 'have'} no cube (length × width × height) recorded`;
    default:
      return `${items} ${one ? 'is' : 'are'} not counted`;
  }
}

/**
 * What a quantity of an item is in a basis's units, exact: hundredweights of its weight (the
 * weight recorded for the most it held, shared by quantity), its pieces (likewise; its quantity
 * when it has none), its quantity when its unit of measure is a pallet, its cube in cubic feet
 * (quantity × L × W × H inches ÷ 1,728). Null: the item is not counted by this basis.
 */
export function measureOf(basis: WarehouseRate['basis'], item: StoredItem): ((q: Exact) => Exact) | null {
  const peak = exact(item.peak);
  switch (basis) {
    case 'Per hundredweight': {
      const weight = exact(item.weight);
      if (weight.sign() <= 0 || peak.sign() <= 0) return null;
      return (q) => weight.mul(q).div(peak).div(100);
    }
    case 'Per piece': {
      if (item.pieces <= 0 || peak.sign() <= 0) return (q) => q;
      const pieces = exact(item.pieces);
      return (q) => pieces.mul(q).div(peak);
    }
    case 'Per pallet':
      return isPalletUnit(item.unitOfMeasure) ? (q) => q : null;
    case 'Per cubic foot': {
      if (!item.cubicInches || exact(item.cubicInches).sign() <= 0) return null;
      const cube = exact(item.cubicInches);
      return (q) => q.mul(cube).div(1728);
    }
    default:
      return null;
  }
}

/** A count of things as words: "12 items". */
export const itemsText = (n: number) => `${n.toLocaleString('en-US')} item${n === 1 ? '' : 's'}`;
