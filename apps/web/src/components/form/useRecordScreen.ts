import { useEffect, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { notify } from '../notify';
import type { FormValues } from './formValues';
import { useRecordForm } from './useRecordForm';

/** The body that names a record (it has an id): an update; any other is a create. */
type UpdateOf<O> = Extract<O, { id: number }>;
type CreateOf<O> = Exclude<O, { id: number }>;
const names = (values: unknown) => typeof values === 'object' && values !== null && 'id' in values;
const isCreate = <O>(values: O): values is CreateOf<O> & O => !names(values);
const isUpdate = <O>(values: O): values is UpdateOf<O> & O => names(values);

export interface RecordScreenOptions<S extends z.ZodType, V extends FieldValues, R extends { id: number }> {
  /** The create or update body's schema, by mode (see useRecordForm). */
  schema: S;
  /** The record shown, once loaded; none on a new record's screen. */
  record: R | undefined;
  /** The form's values of the record (or a new one's), and of a record saved or changed elsewhere. */
  defaultValues: V;
  toValues: (record: R) => V;
  /** Reads the record afresh after a conflict. */
  reload?: () => Promise<R>;
  /** What the screen edits, lower case ("purchase order"): the conflict alert names it. */
  noun: string;
  /** The record as the messages name it: "Purchase order PO-1001". */
  named: (record: R) => string;
  create: (body: CreateOf<z.output<S>>) => Promise<R>;
  update: (body: UpdateOf<z.output<S>>) => Promise<R>;
  /** Where a record just created opens (its address replaces the new record's). */
  opens: (created: R) => string;
  /** The list the screen came from ("/purchase-orders", "purchase orders"), or its project's tab of it. */
  list: { path: string; label: string };
  projectId?: number | null;
}

/**
 * What every record screen does around its form, done once: the form on the contract's schema
 * (useRecordForm), the record's changes shown while the form is untouched (a status another screen
 * moved, a reload), one save for create and edit ("Shipment SH-1 created", then its own address;
 * "… updated", and the saved values become the form's), and the way back (to the project's tab
 * when opened from the project hub).
 */
export function useRecordScreen<
  S extends z.ZodType,
  V extends FieldValues = FormValues<S>,
  R extends { id: number } = never,
>(options: RecordScreenOptions<S, V, R>) {
  const { record: shown, toValues, reload } = options;
  const navigate = useNavigate();
  const record = useRecordForm<S, V>({
    schema: options.schema,
    defaultValues: options.defaultValues,
    noun: options.noun,
    reload: reload && (async () => toValues(await reload())),
  });
  const { form } = record;
  const dirty = form.formState.isDirty;
  // The latest mapping, without resetting the form each time a caller passes a new function.
  const toValuesRef = useRef(toValues);
  toValuesRef.current = toValues;
  useEffect(() => {
    if (shown && !dirty) form.reset(toValuesRef.current(shown));
  }, [shown, dirty, form]);

  const save = record.submit(async (values) => {
    if (isCreate(values)) {
      const created = await options.create(values);
      notify.success(`${options.named(created)} created`);
      navigate(options.opens(created), { replace: true });
    } else if (isUpdate(values)) {
      const saved = await options.update(values);
      notify.success(`${options.named(saved)} updated`);
      return toValues(saved);
    }
    return undefined;
  });

  const { list, projectId } = options;
  const segment = list.path.replace(/^\//, '');
  const back = projectId
    ? { to: `/projects/${projectId}/${segment}`, label: 'Back to the project' }
    : { to: list.path, label: `Back to ${list.label}` };

  return { record, form, save, back, saving: form.formState.isSubmitting, dirty };
}
