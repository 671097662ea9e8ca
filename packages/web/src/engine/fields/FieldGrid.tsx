import { type FieldDefinition, isVisible } from '@lessor/domain/fields';
import { SimpleGrid } from '@mantine/core';
import { FieldInput } from './FieldInput.tsx';

interface Props {
  fields: Readonly<Record<string, FieldDefinition>>;
  names: readonly string[];
  values: Readonly<Record<string, unknown>>;
  onChange(name: string, value: unknown): void;
  /** Prefix of the paths of these fields (`addresses[0].`). */
  pathPrefix?: string;
  readOnly?: boolean;
}

/** Fields in a responsive grid (xs 12, sm 6, lg 4 of 12 columns: foundation.md §9). */
export function FieldGrid({ fields, names, values, onChange, pathPrefix = '', readOnly }: Props) {
  const shown = names.filter((name) => fields[name] && isVisible(fields[name], values));
  const nested = shown.filter((name) => ['object', 'list'].includes(fields[name]?.type ?? ''));
  const flat = shown.filter((name) => !nested.includes(name));
  const input = (name: string) => {
    const field = fields[name];
    if (!field) return null;
    return (
      <FieldInput
        key={name}
        field={field}
        path={pathPrefix + name}
        value={values[name]}
        owner={values}
        readOnly={readOnly || field.readOnly}
        onChange={(value) => onChange(name, value)}
      />
    );
  };
  return (
    <>
      {flat.length > 0 && <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{flat.map(input)}</SimpleGrid>}
      {nested.map(input)}
    </>
  );
}
