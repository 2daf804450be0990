import { useCallback, useState } from 'react';
import { ApiError } from '../api/client';

/**
 * A quantity picker's state, apart from its grid: a form that holds picks before it shows the
 * picker (a new pick ticket's release) need not load the grid's code to start.
 */

/** A problem the contract's schema or the server found, by its path in the request. */
export interface PathIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** The issues of an API error's fields ("items.2.quantity"), as paths. */
export function issuesOf(err: unknown): PathIssue[] {
  if (!(err instanceof ApiError)) return [];
  return Object.entries(err.fieldErrors).map(([key, message]) => ({
    path: key.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    message,
  }));
}

/**
 * What a quantity picker holds: the lines picked, on any page, with the quantity typed for each (as
 * text: a decimal, never a float), and the problem of each line. `initial` picks lines up front.
 */
export function useQuantityPicks(initial?: () => Map<number, string>) {
  const [picked, setPicked] = useState<Map<number, string>>(initial ?? (() => new Map()));
  const [errors, setErrors] = useState<Record<number, string>>({});

  /** A quantity typed: an emptied box is a line not taken after all. */
  const setQuantity = useCallback((id: number, quantity: string) => {
    setPicked((p) => {
      const next = new Map(p);
      if (quantity) next.set(id, quantity);
      else next.delete(id);
      return next;
    });
    setErrors(({ [id]: _, ...rest }) => rest);
  }, []);

  /**
   * Puts each issue about `items.N…` on the row of the N-th line sent, and answers the first issue
   * no row takes (a rule of the whole request), if any.
   */
  const place = useCallback((sent: readonly { id: number }[], issues: readonly PathIssue[]): string | null => {
    const found: Record<number, string> = {};
    let unplaced: string | null = null;
    for (const issue of issues) {
      const [head, index] = issue.path;
      const line = head === 'items' && typeof index === 'number' ? sent[index] : undefined;
      if (line) found[line.id] = issue.message;
      else unplaced ??= issue.message;
    }
    setErrors(found);
    return unplaced;
  }, []);

  return { picked, errors, setQuantity, setPicked, setErrors, place };
}

export type QuantityPicks = ReturnType<typeof useQuantityPicks>;
