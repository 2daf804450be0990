import type { FieldValues } from 'react-hook-form';
import {
  CheckboxField,
  type CheckboxFieldProps,
  PickerField,
  type PickerFieldProps,
  RadioGroupField,
  type RadioGroupFieldProps,
  SelectField,
  type SelectFieldProps,
} from './ChoiceFields';
import { DateField, type DateFieldProps } from './DateField';
import { MoneyField, type MoneyFieldProps, NumberField, type NumberFieldProps } from './NumberFields';
import type { PickerProps } from './pickerTypes';
import {
  PasswordField,
  type PasswordFieldProps,
  TextAreaField,
  type TextAreaFieldProps,
  TextField,
  type TextFieldProps,
} from './TextFields';

export type { Option, OptionGroup } from './ChoiceFields';
export type { FormValues } from './formValues';
export type { PickerOption, PickerProps } from './pickerTypes';
export { RecordForm } from './RecordForm';
export { RecordNumberField, ViewOnlyNote } from './RecordNotes';
export { isRequiredField } from './schemaContext';
export { discardChanges } from './unsavedChanges';
export { type RecordForm as RecordFormState, useRecordForm } from './useRecordForm';
export { useRecordScreen } from './useRecordScreen';
export {
  CheckboxField,
  DateField,
  MoneyField,
  NumberField,
  PasswordField,
  PickerField,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
};

/**
 * The field kit typed for one form's values, so that every `name` is checked against them:
 * `const F = fieldKit<UserFormValues>()`, then `<F.TextField name="firstName" label="First name" />`.
 */
export function fieldKit<T extends FieldValues>() {
  return {
    TextField: TextField as (props: TextFieldProps<T>) => React.JSX.Element,
    TextAreaField: TextAreaField as (props: TextAreaFieldProps<T>) => React.JSX.Element,
    PasswordField: PasswordField as (props: PasswordFieldProps<T>) => React.JSX.Element,
    NumberField: NumberField as (props: NumberFieldProps<T>) => React.JSX.Element,
    MoneyField: MoneyField as (props: MoneyFieldProps<T>) => React.JSX.Element,
    DateField: DateField as (props: DateFieldProps<T>) => React.JSX.Element,
    SelectField: SelectField as <V extends string | number>(props: SelectFieldProps<T, V>) => React.JSX.Element,
    CheckboxField: CheckboxField as (props: CheckboxFieldProps<T>) => React.JSX.Element,
    RadioGroupField: RadioGroupField as <V extends string | number | boolean>(
      props: RadioGroupFieldProps<T, V>,
    ) => React.JSX.Element,
    PickerField: PickerField as <P extends PickerProps>(props: PickerFieldProps<T, P>) => React.JSX.Element,
  };
}
