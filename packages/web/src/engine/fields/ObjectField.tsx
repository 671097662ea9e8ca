import { Fieldset } from '@mantine/core';
import { FieldGrid } from './FieldGrid.tsx';
import type { FieldProps } from './field-props.ts';

type Data = Record<string, unknown>;

/** A group of sub-fields stored as one object (company data, web links). */
export function ObjectField({ field, path, value, onChange, readOnly }: FieldProps) {
  const data = (typeof value === 'object' && value !== null ? value : {}) as Data;
  const fields = field.fields ?? {};
  return (
    <Fieldset legend={field.label}>
      <FieldGrid
        fields={fields}
        names={Object.keys(fields)}
        values={data}
        pathPrefix={`${path}.`}
        readOnly={readOnly}
        onChange={(name, next) => onChange({ ...data, [name]: next })}
      />
    </Fieldset>
  );
}
