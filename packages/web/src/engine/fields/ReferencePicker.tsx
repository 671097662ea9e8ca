import { referenceTargetOf } from '@lessor/domain/entities';
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
  const { id, label, withAsterisk, error, description, readOnly, disabled, onBlur } = useInputProps(props);
  const target = field.references ?? '';
  const registration = typeof value === 'string' ? value : '';
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
        <div>{registration ? <ReferenceLink target={target} registration={registration} /> : '—'}</div>
      </Input.Wrapper>
    );
  }
  return (
    <ReferenceSelect
      id={id}
      label={label}
      reference={referenceTargetOf({ ...field, references: target })}
      value={registration}
      onChange={onChange}
      error={error}
      description={description}
      withAsterisk={withAsterisk}
      disabled={disabled}
      onBlur={onBlur}
    />
  );
}
