import type { ReactNode } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import { ConflictAlert } from './ConflictAlert';
import { FormSchemaContext } from './schemaContext';
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
 * alert appears above the fields when a save met someone else's change.
 */
export function RecordForm<V extends FieldValues, O>(props: RecordFormProps<V, O>) {
  const { record, onSubmit, id, label, disabled = false, children } = props;
  return (
    <FormProvider {...record.form}>
      <FormSchemaContext.Provider value={record.schema}>
        <form id={id} onSubmit={onSubmit} noValidate aria-label={label}>
          {record.conflict && (
            <ConflictAlert noun={record.noun} reloading={record.reloading} onReload={() => void record.reload()} />
          )}
          {/* A disabled fieldset makes every control read-only at once. */}
          <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            {children}
          </fieldset>
        </form>
      </FormSchemaContext.Provider>
    </FormProvider>
  );
}
