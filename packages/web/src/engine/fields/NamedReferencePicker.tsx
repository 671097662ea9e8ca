import { referenceTargetOf } from '@lessor/domain/entities';
import type { FieldDefinition } from '@lessor/domain/fields';
import { Input } from '@mantine/core';
import { ReferenceSelect } from '../list/search-modal/ReferenceSelect.tsx';
import { ReferenceLink } from '../references/ReferenceLink.tsx';
import type { FieldProps } from './field-props.ts';
import { useInputProps } from './useInputProps.ts';

/** A record named by its registration with its name beside it: `{ registration, name }`. */
interface NamedReference {
  registration?: unknown;
  name?: unknown;
}

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
  const { id, label, withAsterisk, error, description, readOnly, disabled, onBlur } = useInputProps(props);
  const registrationField = field.fields?.registration;
  const target = registrationField?.references ?? '';
  const named: NamedReference = value && typeof value === 'object' ? value : {};
  const registration = typeof named.registration === 'string' ? named.registration : '';
  if (readOnly || !registrationField) {
    return (
      <Input.Wrapper id={id} label={label} labelElement="div" error={error} description={description}>
        <div>{registration ? <ReferenceLink target={target} registration={registration} /> : '—'}</div>
      </Input.Wrapper>
    );
  }
  return (
    <ReferenceSelect
      id={id}
      label={label}
      reference={referenceTargetOf({ ...registrationField, references: target })}
      value={registration}
      onChange={(chosen, name) =>
        onChange(chosen ? { registration: chosen, name: name ?? undefined } : undefined)
      }
      error={error}
      description={description}
      withAsterisk={withAsterisk}
      disabled={disabled}
      onBlur={onBlur}
    />
  );
}
