import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './field-props.ts';
import { useFieldOptions } from './useFieldOptions.ts';
import { useInputProps } from './useInputProps.ts';

/** foundation.md §9: a grid select has 4 columns, one on extra-small screens. */
const gridColumns = 4;

/**
 * One choice among options all in view: radio buttons in a row, or for a grid select a grid of
 * cards, one per option.
 */
export function RadioField(props: FieldProps) {
  const { field, value, onChange, readOnly } = props;
  const { t } = useTranslation();
  const { options, listError } = useFieldOptions(field);
  const { id, label, withAsterisk, error, description, disabled, onBlur } = useInputProps(props);
  const locked = disabled || readOnly;
  const choices =
    field.type === 'grid select' ? (
      <SimpleGrid cols={{ base: 1, xs: field.columns ?? gridColumns }} mt="xs" spacing="xs">
        {options.map((option) => (
          <Radio.Card key={option.value} value={option.value} disabled={locked} p="sm" radius="md">
            <Text size="sm">{t(option.label)}</Text>
          </Radio.Card>
        ))}
      </SimpleGrid>
    ) : (
      <Group mt="xs">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={t(option.label)} disabled={locked} />
        ))}
      </Group>
    );
  return (
    <Radio.Group
      id={id}
      label={label}
      withAsterisk={withAsterisk}
      error={error ?? listError}
      description={description}
      value={typeof value === 'string' ? value : null}
      onChange={(next) => !readOnly && onChange(next)}
      onBlur={onBlur}
    >
      {choices}
    </Radio.Group>
  );
}
