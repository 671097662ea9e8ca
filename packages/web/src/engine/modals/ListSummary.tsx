import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  label: string;
  lines: readonly ReactNode[];
  /** Opens the dialog: Edit, or View when read-only; without it, each line opens its own. */
  onOpen?: () => void;
  readOnly: boolean;
  error?: string | undefined;
  /** More buttons (Add contact, Map). */
  children?: ReactNode;
}

/** A list of the record shown in short, one line per item, with the button opening its dialog. */
export function ListSummary({ id, label, lines, onOpen, readOnly, error, children }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} role="group" aria-labelledby={`${id}-label`}>
      <Text id={`${id}-label`} fw={500} size="sm">
        {label}
      </Text>
      {lines.length === 0 && <Text size="sm">{t('None')}</Text>}
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one line per item, in the list's order.
        <Text key={index} size="sm" component="div">
          {line}
        </Text>
      ))}
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
      <Group gap="xs">
        {onOpen && (
          <Button
            id={id}
            size="xs"
            variant="default"
            onClick={onOpen}
            aria-label={`${readOnly ? t('View') : t('Edit')} ${label}`}
          >
            {readOnly ? t('View') : t('Edit')}
          </Button>
        )}
        {children}
      </Group>
    </Stack>
  );
}
