import type { FormField } from '../form/form-field.ts';

/** What every field component receives from `FieldInput`: the field's state, already subscribed. */
export interface FieldProps {
  field: FormField;
  /** Path of the value in the record: `lastName`, `addresses[0].city`. */
  path: string;
  /** The input's DOM id, which its label names. */
  id: string;
  value: unknown;
  error: string | undefined;
  mandatory: boolean;
  readOnly: boolean;
  disabled: boolean;
  onChange(value: unknown): void;
  /** Leaving the field touches it: its message shows from then on. */
  onBlur(): void;
}
