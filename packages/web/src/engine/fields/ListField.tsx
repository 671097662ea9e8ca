import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { childPath } from '../form/path.ts';
import { FieldGrid } from './FieldGrid.tsx';
import type { FieldProps } from './field-props.ts';
import { useInputProps } from './useInputProps.ts';

/** A list of items with the same sub-fields (roles, registrations): add, edit, remove. */
export function ListField(props: FieldProps) {
  const { field, path, value, onChange, readOnly, disabled } = props;
  const { t } = useTranslation();
  const { label, error, id } = useInputProps(props);
  const items = Array.isArray(value) ? value : [];
  const keys = Object.keys(field.fields ?? {});
  return (
    <Stack gap="sm" role="group" aria-labelledby={`${id}-legend`}>
      <Text id={`${id}-legend`} fw={500} size="sm">
        {label}
      </Text>
      {items.length === 0 && <Text size="sm">{t('None')}</Text>}
      {items.map((_, index) => {
        const itemPath = childPath(path, index);
        const number = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity of their own; the form edits positions.
          <Fieldset key={index} legend={`${label} ${number}`} disabled={disabled}>
            <FieldGrid paths={keys.map((key) => childPath(itemPath, key))} />
            {!readOnly && (
              <Group justify="end" mt="sm">
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => onChange(items.filter((__, position) => position !== index))}
                >
                  {t('Remove')} {label} {number}
                </Button>
              </Group>
            )}
          </Fieldset>
        );
      })}
      {error && (
        <Text c="red" size="sm" id={`${id}-error`}>
          {error}
        </Text>
      )}
      {!readOnly && !disabled && (
        <Group>
          <Button id={id} variant="default" size="xs" onClick={() => onChange([...items, {}])}>
            {t('Add')} {label}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
