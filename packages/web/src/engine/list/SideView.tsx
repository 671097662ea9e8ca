import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { Anchor, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cellContent } from './cell-content.ts';
import { recordPath } from './record-path.ts';

interface Props {
  entity: EntityDefinition;
  record: EntityRecord | undefined;
  onClose(): void;
}

/** Beside the list (F9 or Esc): the fields of the row last clicked, and a link to open it. */
export function SideView({ entity, record, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const fields = Object.entries(entity.fields).filter(
    ([key, field]) => field.type !== 'list' && field.type !== 'object' && record?.[key] !== undefined,
  );
  return (
    <Paper withBorder p="md" w={320} component="aside" aria-label={t('Side view')}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4">
          {record ? (record.name ?? record.registration) : t('Side view')}
        </Title>
        <CloseButton aria-label={t('Close the side view')} onClick={onClose} />
      </Group>
      {record ? (
        <Stack gap={6}>
          <Anchor component={Link} to={recordPath(entity, record.registration)}>
            {t('Open {{registration}}', { registration: record.registration })}
          </Anchor>
          <dl style={{ margin: 0 }}>
            {fields.map(([key, field]) => (
              <div key={key}>
                <Text component="dt" size="xs" fw={600}>
                  {field.label}
                </Text>
                <Text component="dd" size="sm" m={0} mb={4}>
                  {cellContent(entity, fieldColumn(entity, key, field.label), record, i18n.language).text}
                </Text>
              </div>
            ))}
          </dl>
        </Stack>
      ) : (
        <Text size="sm">{t('Click a row to see its fields here.')}</Text>
      )}
    </Paper>
  );
}

/** A field shown as a column would show it, amounts in the record's currency. */
function fieldColumn(entity: EntityDefinition, key: string, label: string) {
  return { key, label, ...(entity.fields.currency ? { currencyField: 'currency' } : {}) };
}
