import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, useFormState } from 'react-hook-form';
import { ConflictAlert } from './ConflictAlert';
import { FormRowsContext } from './formRows';
import { FormSchemaContext } from './schemaContext';
import { useUnsavedChanges } from './unsavedChanges';
import type { RecordForm as RecordFormState } from './useRecordForm';

interface RecordFormProps<V extends FieldValues, O> {
  /** From useRecordForm. */
  record: RecordFormState<V, O>;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** The form's id, so that buttons in the page header can submit it (`form` attribute). */
  id: string;
  /** The form's accessible name. */
  label: string;
  /** Disables every field at once (no permission to save, or saving). */
  disabled?: boolean;
  children: ReactNode;
}

/**
 * The <form> of a record: the fields below it find the form and its schema through context, the
 * browser's own validation stays off (the schema's messages are the ones shown), and a conflict
 * alert appears above the fields when a save met someone else's change. Grids of lines inside it
 * commit the line being typed before the form is sent (FormRowsContext). While the form holds
 * changes not saved, leaving the page asks first (UnsavedChangesGuard).
 */
export function RecordForm<V extends FieldValues, O>(props: RecordFormProps<V, O>) {
  const { record, onSubmit, id, label, disabled = false, children } = props;
  useUnsavedChanges(useFormState({ control: record.form.control }).isDirty);
  return (
    <FormProvider {...record.form}>
      <FormSchemaContext.Provider value={record.schema}>
        <FormRowsContext.Provider value={record.rows}>
          <form id={id} onSubmit={onSubmit} noValidate aria-label={label}>
            {record.conflict && (
              <ConflictAlert noun={record.noun} reloading={record.reloading} onReload={() => void record.reload()} />
            )}
            {/* A disabled fieldset makes every control read-only at once. */}
            <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              {children}
            </fieldset>
          </form>
        </FormRowsContext.Provider>
      </FormSchemaContext.Provider>
    </FormProvider>
  );
}
