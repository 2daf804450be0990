import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * A line being typed in a grid inside a form (a proposal's estimated line, a new PO's item):
 * before the form is sent, it is committed if it is valid (it joins the form's lines), closed if
 * nothing was typed in it, and otherwise refused with its messages. Answers whether the form may go.
 */
export type RowCommit = () => boolean;

export interface FormRows {
  add: (commit: RowCommit) => () => void;
  /** Commits every line being typed; false when one of them is not valid yet (the form waits). */
  commitAll: () => boolean;
}

export function createFormRows(): FormRows {
  const commits = new Set<RowCommit>();
  return {
    add(commit) {
      commits.add(commit);
      return () => {
        commits.delete(commit);
      };
    },
    // Every line is tried (each shows its own messages), not only up to the first refusal.
    commitAll: () => [...commits].map((commit) => commit()).every(Boolean),
  };
}

/** The lines of the form around a grid (RecordForm provides them); none outside a form. */
export const FormRowsContext = createContext<FormRows | null>(null);

/** Hands the surrounding form a way to commit the line being typed here, while mounted. */
export function useFormRowCommit(commit: RowCommit) {
  const rows = useContext(FormRowsContext);
  const latest = useRef(commit);
  latest.current = commit;
  useEffect(() => rows?.add(() => latest.current()), [rows]);
}
