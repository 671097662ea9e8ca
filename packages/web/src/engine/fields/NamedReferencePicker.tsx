import { referenceTargetOf } from '@lessor/domain/entities';
import type { FieldDefinition } from '@lessor/domain/fields';
import type { FieldProps } from './field-props.ts';
import { PickerOf } from './ReferencePicker.tsx';

/**
 * Whether an object names a record, its name kept beside it (a contract's organisation): its
 * `registration` references an entity and its only other field is `name`.
 */
export function namesRecord(
  field: Pick<FieldDefinition, 'type'> & { fields?: Readonly<Record<string, { references?: string }>> },
): boolean {
  const keys = Object.keys(field.fields ?? {}).sort();
  return (
    field.type === 'object' && keys.join() === 'name,registration' && !!field.fields?.registration?.references
  );
}

/**
 * The field of an object naming a record (`namesRecord`): one picker of the records it may name,
 * whose choice keeps both the registration and the name; read-only, the name linked to the record.
 */
export function NamedReferencePicker(props: FieldProps) {
  const { field, value, onChange } = props;
  const registrationField = field.fields?.registration;
  const named: { registration?: unknown } = value && typeof value === 'object' ? value : {};
  return (
    <PickerOf
      props={props}
      reference={referenceTargetOf({ ...registrationField, references: registrationField?.references ?? '' })}
      registration={typeof named.registration === 'string' ? named.registration : ''}
      onChoose={(registration, name) =>
        onChange(registration ? { registration, name: name ?? undefined } : undefined)
      }
    />
  );
}
