import { type ReferenceTarget, referenceTargetOf } from '@lessor/domain/entities';
import { Input } from '@mantine/core';
import { ReferenceSelect } from '../list/search-modal/ReferenceSelect.tsx';
import { ReferenceLink } from '../references/ReferenceLink.tsx';
import type { FieldProps } from './field-props.ts';
import { useInputProps } from './useInputProps.ts';

/**
 * The field of a reference (a declaration's `link`): a picker of the records of the entity it
 * names, persons narrowed to the roles it asks; read-only, the record's name and registration,
 * linked to its page.
 */
export function ReferencePicker(props: FieldProps) {
  const { field, value, onChange } = props;
  return (
    <PickerOf
      props={props}
      reference={referenceTargetOf({ ...field, references: field.references ?? '' })}
      registration={typeof value === 'string' ? value : ''}
      onChoose={onChange}
    />
  );
}

/**
 * A picker of the records a reference may name, for a field whose value holds the registration
 * chosen (`onChoose` receives it with the record's name); read-only, the linked name.
 */
export function PickerOf({
  props,
  reference,
  registration,
  onChoose,
}: {
  props: FieldProps;
  reference: ReferenceTarget;
  registration: string;
  onChoose(registration: string | undefined, name?: string | null): void;
}) {
  const { id, label, withAsterisk, error, description, readOnly, disabled, onBlur } = useInputProps(props);
  if (readOnly) {
    return (
      <Input.Wrapper
        id={id}
        label={label}
        labelElement="div"
        withAsterisk={withAsterisk}
        error={error}
        description={description}
      >
        <div>
          {registration ? <ReferenceLink target={reference.target} registration={registration} /> : '—'}
        </div>
      </Input.Wrapper>
    );
  }
  return (
    <ReferenceSelect
      id={id}
      label={label}
      reference={reference}
      value={registration}
      onChange={onChoose}
      error={error}
      description={description}
      withAsterisk={withAsterisk}
      disabled={disabled}
      onBlur={onBlur}
    />
  );
}
