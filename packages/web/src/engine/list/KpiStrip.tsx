import type { ListKpis } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { formatNumber } from '@lessor/domain/formats';
import { statusCategory } from '@lessor/domain/workflow';
import { Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusColors } from '../../colors/status-colors.ts';

interface Props {
  entity: EntityDefinition;
  kpis: ListKpis;
  /** Shows only the records of a status. */
  onStatus(status: string): void;
}

/**
 * Above a list: how many records its query selects, how many in each status (a click lists them),
 * and the declared amounts totalled (business-areas.md §2, the KPI strip).
 */
export function KpiStrip({ entity, kpis, onStatus }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const labelOf = (status: string) =>
    entity.fields.status?.options?.find((option) => option.value === status)?.label ?? status;
  return (
    <Group gap="sm" component="section" aria-label={t('Key figures')} wrap="wrap">
      <Paper withBorder px="sm" py={4}>
        <Text size="xs">{t('Records')}</Text>
        <Text fw={700}>
          {kpis.countIsLimited
            ? t('More than {{count}}', { count: formatNumber(kpis.count, { locale, decimals: 0 }) })
            : formatNumber(kpis.count, { locale, decimals: 0 })}
        </Text>
      </Paper>
      {kpis.sums.map(({ field, total }) => (
        <Paper key={field} withBorder px="sm" py={4}>
          <Text size="xs">{entity.fields[field]?.label ?? field}</Text>
          <Text fw={700}>{formatNumber(total, { locale })}</Text>
        </Paper>
      ))}
      <Group gap={6} wrap="wrap">
        {kpis.statuses.map(({ status, count }) => (
          <UnstyledButton
            key={status}
            className="lessor-list-status"
            style={statusColors[statusCategory(status, entity.statusCategories)]}
            onClick={() => onStatus(status)}
            aria-label={t('{{status}}: {{count}}, list them', { status: labelOf(status), count })}
          >
            {labelOf(status)} · {count}
          </UnstyledButton>
        ))}
      </Group>
    </Group>
  );
}
