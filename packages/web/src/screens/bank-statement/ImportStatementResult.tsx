import type { ImportedBankStatement, StatementImportCounts } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordPath } from '../../engine/list/record-path.ts';
import { reconciliationPathOf } from '../reconciliation/reconciliation-path.ts';

interface Props {
  entity: EntityDefinition;
  statement: ImportedBankStatement;
  onClose(): void;
}

/** '12 transactions: 9 matched, 2 returned, 1 to reconcile'. */
function countsInWords(t: TFunction, counts: StatementImportCounts): string {
  const { transactions, matched, returned, toReconcile } = counts;
  const values = { transactions, matched, returned, toReconcile };
  return transactions === 1
    ? t('1 transaction: {{matched}} matched, {{returned}} returned, {{toReconcile}} to reconcile', values)
    : t(
        '{{transactions}} transactions: {{matched}} matched, {{returned}} returned, {{toReconcile}} to reconcile',
        values,
      );
}

/** What importing did: the statement made, its payments counted, and the way to those a clerk allocates. */
export function ImportStatementResult({ entity, statement, onClose }: Props) {
  const { t } = useTranslation();
  const { toReconcile } = statement.counts;
  return (
    <Stack gap="md">
      <Text role="status">
        {t('Statement imported:')}{' '}
        <Anchor component={Link} to={recordPath(entity, statement.registration)}>
          {statement.registration}
        </Anchor>
      </Text>
      <Text fw={500}>{countsInWords(t, statement.counts)}</Text>
      <Group justify="end" gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('Close')}
        </Button>
        <Button
          component={Link}
          to={reconciliationPathOf(toReconcile > 0 ? statement.registration : undefined)}
          variant={toReconcile > 0 ? 'filled' : 'default'}
        >
          {toReconcile > 0
            ? t('Reconcile {{count}} payment(s)', { count: toReconcile })
            : t('Open the reconciliation screen')}
        </Button>
      </Group>
    </Stack>
  );
}
