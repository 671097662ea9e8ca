import type { FieldDefinition } from '@lessor/domain/fields';

/** What every field component receives; its error comes from the form context by `path`. */
export interface FieldProps {
  field: FieldDefinition;
  /** Path of the value in the record: `lastName`, `addresses[0].city`. */
  path: string;
  value: unknown;
  onChange(value: unknown): void;
  /** The object the field belongs to, for conditional mandatory fields. */
  owner: Readonly<Record<string, unknown>>;
  readOnly?: boolean;
}
