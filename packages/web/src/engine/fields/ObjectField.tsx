import { Fieldset } from '@mantine/core';
import { childPath } from '../form/path.ts';
import { FieldGrid } from './FieldGrid.tsx';
import type { FieldProps } from './field-props.ts';
import { useInputProps } from './useInputProps.ts';

/** A group of sub-fields stored as one object (company data, web links); each sub-field subscribes alone. */
export function ObjectField(props: FieldProps) {
  const { field, path } = props;
  const { label, disabled } = useInputProps(props);
  const paths = Object.keys(field.fields ?? {}).map((key) => childPath(path, key));
  return (
    <Fieldset legend={label} disabled={disabled}>
      <FieldGrid paths={paths} />
    </Fieldset>
  );
}
