import { toNestErrors } from '@hookform/resolvers';
import { useEffect, useState } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { safeParseAsync, type z } from 'zod';
import { ApiError, errorText } from '../../api/client';
import { notify } from '../notify';
import { createFormRows, type FormRows } from './formRows';
import type { FormValues } from './formValues';
import { applyServerErrors } from './serverErrors';
import { leaveDeliberately } from './unsavedChanges';

export interface RecordFormOptions<S extends z.ZodType, V extends FieldValues> {
  /**
   * The contract's schema of the body the form sends (docs/style.md: never a second schema in the
   * form), or the create or update body's by mode: the values are typed from it (FormValues<S>)
   * and the save receives what it makes of them (the body, z.output<S>).
   */
  schema: S;
  /** The record's values, or a new record's. */
  defaultValues: V;
  /** What the form edits, lower case ("user"): the conflict alert names it. */
  noun: string;
  /** Reads the record afresh after a conflict; resolves with its values for the form. */
  reload?: () => Promise<V>;
}

export interface RecordForm<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  schema: z.ZodType;
  noun: string;
  /** Someone saved the record after it was loaded (a 409): the form offers to reload. */
  conflict: boolean;
  reloading: boolean;
  reload: () => Promise<void>;
  /** The lines being typed in the form's grids, committed before the form is sent. */
  rows: FormRows;
  /**
   * The submit handler around a save: a line still being typed is committed first (or shows why
   * it cannot be, and nothing is sent); the schema has validated the values; the save's answer
   * (the saved record's values) becomes the form's new starting point, and a navigation the save
   * ends with does not ask about unsaved changes. A 400 puts the server's messages on their
   * fields, a 409 shows the conflict alert; every other failure is a toast.
   */
  submit: (save: (values: O) => Promise<V | undefined>) => (event?: React.BaseSyntheticEvent) => Promise<void>;
}

/**
 * The schema validates what the form holds (its choices may still be empty) and answers the body
 * it makes of it, or each faulted field's first message.
 */
function schemaResolver<S extends z.ZodType, V extends FieldValues>(schema: S): Resolver<V, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await safeParseAsync(schema, values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/** One form for create and edit, validated by the contract's schema, with the server's answers handled once. */
export function useRecordForm<S extends z.ZodType, V extends FieldValues = FormValues<S>>(
  options: RecordFormOptions<S, V>,
): RecordForm<V, z.output<S>> {
  const { schema, defaultValues, noun } = options;
  const form = useForm<V, unknown, z.output<S>>({
    resolver: schemaResolver<S, V>(schema),
    defaultValues: defaultValues as DefaultValues<V>,
  });
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [rows] = useState(createFormRows);
  // The first field the server faulted, focused once the form is no longer disabled for saving.
  const [focusPath, setFocusPath] = useState<Path<V> | null>(null);
  const submitting = form.formState.isSubmitting;
  useEffect(() => {
    if (!focusPath || submitting) return;
    form.setFocus(focusPath);
    setFocusPath(null);
  }, [focusPath, submitting, form]);

  const reload = async () => {
    if (!options.reload) return;
    setReloading(true);
    try {
      form.reset(await options.reload());
      setConflict(false);
    } catch (err) {
      notify.error(errorText(err));
    } finally {
      setReloading(false);
    }
  };

  const submit: RecordForm<V, z.output<S>>['submit'] = (save) => {
    const send = form.handleSubmit(async (values) => {
      setConflict(false);
      try {
        const saved = await leaveDeliberately(() => save(values));
        if (saved) form.reset(saved);
      } catch (err) {
        if (err instanceof ApiError && err.status === 409 && options.reload) {
          setConflict(true);
          return;
        }
        if (err instanceof ApiError && err.status === 400) setFocusPath(applyServerErrors(form, err));
        notify.error(errorText(err));
      }
    });
    return async (event) => {
      event?.preventDefault?.();
      if (!rows.commitAll()) return;
      await send(event);
    };
  };

  return { form, schema, noun, conflict, reloading, reload, rows, submit };
}
