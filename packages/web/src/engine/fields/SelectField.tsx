import { isMandatory } from '@lessor/domain/fields';
import { MultiSelect, Select } from '@mantine/core';
import { useFormState } from './FormContext.tsx';
import type { FieldProps } from './field-props.ts';
import { TextField } from './TextField.tsx';

/** A choice among the field's options; an unknown stored value shows with (???) (foundation.md §5). */
export function SelectField(props: FieldProps) {
  const { field, path, value, onChange, owner, readOnly } = props;
  const { errorFor } = useFormState();
  // Until its reference list is served, a select without declared options takes any text.
  if (!field.options) return <TextField {...props} />;
  const options = (field.options ?? []).map((option) => ({ value: option.value, label: option.label }));
  const known = new Set(options.map((option) => option.value));
  const withUnknown = (values: string[]) => [
    ...options,
    ...values.filter((item) => !known.has(item)).map((item) => ({ value: item, label: `${item} (???)` })),
  ];
  const common = {
    id: path,
    label: field.label,
    searchable: true,
    withAsterisk: isMandatory(field, owner),
    readOnly,
    error: errorFor(path),
  };
  if (field.multiple) {
    const selected = Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];
    return <MultiSelect {...common} data={withUnknown(selected)} value={selected} onChange={onChange} />;
  }
  const selected = typeof value === 'string' ? value : null;
  return (
    <Select
      {...common}
      data={withUnknown(selected ? [selected] : [])}
      value={selected}
      clearable={!common.withAsterisk}
      onChange={(next) => onChange(next ?? undefined)}
    />
  );
}
