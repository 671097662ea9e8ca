import { useMemo } from 'react';
import type { FormField } from '../form/form-field.ts';
import type { FieldProps } from './field-props.ts';
import { SelectField } from './SelectField.tsx';

type RoleItem = Record<string, unknown>;

const itemsOf = (value: unknown): RoleItem[] =>
  Array.isArray(value)
    ? value.filter((item): item is RoleItem => typeof item === 'object' && item !== null)
    : [];

/**
 * A person's roles, stored as a list of `{ role }` (business-areas.md §3), chosen in one multiple
 * select among the person roles; a stored role the list does not know stays, shown with '(???)'
 * (business-areas.md §8), rather than being dropped. Other keys of a kept role's item are kept.
 */
export function RolesField(props: FieldProps) {
  const { field, value, onChange } = props;
  const roleField = field.fields?.role;
  const select = useMemo<FormField>(
    () => ({
      ...field,
      type: 'select',
      multiple: true,
      ...(roleField?.list ? { list: roleField.list } : {}),
      ...(roleField?.options ? { options: roleField.options } : {}),
    }),
    [field, roleField],
  );
  const items = itemsOf(value);
  const roles = items.map((item) => item.role).filter((role): role is string => typeof role === 'string');
  return (
    <SelectField
      {...props}
      field={select}
      value={roles}
      onChange={(next) => {
        const chosen = Array.isArray(next)
          ? next.filter((role): role is string => typeof role === 'string')
          : [];
        onChange(chosen.map((role) => items.find((item) => item.role === role) ?? { role }));
      }}
    />
  );
}
