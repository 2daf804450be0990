import type { Ref } from 'react';

/**
 * What every picker of features/lookups takes: a controlled id, so the same picker serves forms
 * (through PickerField), filters and toolbars.
 */
export interface PickerProps {
  value: number | null;
  onChange: (value: number | null) => void;
  label?: string;
  placeholder?: string;
  description?: string;
  required?: boolean;
  error?: string;
  disabled?: boolean;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

export interface PickerOption {
  value: number;
  label: string;
}
