import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { FieldGrid } from './FieldGrid.tsx';
import { useFormState } from './FormContext.tsx';
import type { FieldProps } from './field-props.ts';

type Data = Record<string, unknown>;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A list of items with the same sub-fields (addresses, bank accounts, contacts): add, edit, remove. */
export function ListField({ field, path, value, onChange, readOnly }: FieldProps) {
  const { errorFor } = useFormState();
  const items = (Array.isArray(value) ? value : []) as Data[];
  const fields = field.fields ?? {};
  const singular = field.label.replace(/s$/, '').toLowerCase();
  const replace = (index: number, item: Data | undefined) =>
    onChange(items.flatMap((current, position) => (position !== index ? [current] : item ? [item] : [])));

  return (
    <Stack gap="sm">
      {items.length === 0 && <Text size="sm">No {field.label.toLowerCase()}</Text>}
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity of their own; position is what the form edits.
        <Fieldset key={index} legend={`${capitalised(singular)} ${index + 1}`}>
          <FieldGrid
            fields={fields}
            names={Object.keys(fields)}
            values={item}
            pathPrefix={`${path}[${index}].`}
            readOnly={readOnly}
            onChange={(name, next) => replace(index, { ...item, [name]: next })}
          />
          {!readOnly && (
            <Group justify="end" mt="sm">
              <Button variant="subtle" color="red" size="xs" onClick={() => replace(index, undefined)}>
                Remove {singular} {index + 1}
              </Button>
            </Group>
          )}
        </Fieldset>
      ))}
      {errorFor(path) && (
        <Text c="red" size="sm">
          {errorFor(path)}
        </Text>
      )}
      {!readOnly && (
        <Group>
          <Button variant="default" size="xs" onClick={() => onChange([...items, {}])}>
            Add {singular}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
