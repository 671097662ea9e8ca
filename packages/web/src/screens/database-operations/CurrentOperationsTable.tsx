import type { DatabaseOperation } from '@lessor/domain/api';
import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { confirmSelection } from '../../engine/modals/confirm-selection.ts';
import { formatDuration } from './format-duration.ts';

interface Props {
  operations: readonly DatabaseOperation[];
  onCancel(pid: number): void;
  /** The pid whose cancellation is under way. */
  cancelling: number | undefined;
}

/**
 * One row per backend, each with its query in full, wrapped rather than scrolled. Only a running
 * query has a Cancel button: PostgreSQL's cancellation stops a query and nothing else.
 */
export function CurrentOperationsTable({ operations, onCancel, cancelling }: Props) {
  const { t, i18n } = useTranslation();
  const title = t('Database backends');
  const askToCancel = (operation: DatabaseOperation) =>
    confirmSelection({
      title: 'Cancel the query',
      message: t('Cancel the query of backend {{pid}}? Its transaction is rolled back.', {
        pid: operation.pid,
      }),
      onConfirm: () => onCancel(operation.pid),
    });
  return (
    <Table striped verticalSpacing="xs" aria-label={title}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('Process id')}</Table.Th>
          <Table.Th scope="col">{t('User')}</Table.Th>
          <Table.Th scope="col">{t('Application')}</Table.Th>
          <Table.Th scope="col">{t('Client address')}</Table.Th>
          <Table.Th scope="col">{t('Status')}</Table.Th>
          <Table.Th scope="col">{t('Waiting for')}</Table.Th>
          <Table.Th scope="col">{t('Started at')}</Table.Th>
          <Table.Th scope="col">{t('Duration')}</Table.Th>
          <Table.Th scope="col">{t('Query')}</Table.Th>
          <Table.Th scope="col">
            <VisuallyHidden>{t('Actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {operations.map((operation) => (
          <Table.Tr key={operation.pid}>
            <Table.Td>{operation.pid}</Table.Td>
            <Table.Td>{operation.user ?? ''}</Table.Td>
            <Table.Td>{operation.applicationName}</Table.Td>
            <Table.Td>{operation.clientAddress ?? ''}</Table.Td>
            <Table.Td>{operation.state ?? operation.backendType}</Table.Td>
            <Table.Td>{operation.waitEvent ?? ''}</Table.Td>
            <Table.Td>
              {operation.queryStart
                ? new Date(operation.queryStart).toLocaleString(i18n.language, {
                    dateStyle: 'short',
                    timeStyle: 'medium',
                  })
                : ''}
            </Table.Td>
            <Table.Td>
              {operation.durationMs === null ? '' : formatDuration(operation.durationMs, t, i18n.language)}
            </Table.Td>
            <Table.Td>
              <Text component="code" ff="monospace" size="xs" style={queryStyle}>
                {operation.query}
              </Text>
            </Table.Td>
            <Table.Td>
              {operation.state === 'active' && (
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('Cancel the query of backend {{pid}}', { pid: operation.pid })}
                  disabled={cancelling !== undefined}
                  onClick={() => askToCancel(operation)}
                >
                  {t('Cancel')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

// A query of many lines keeps them; a long one wraps inside its cell, so nothing scrolls sideways.
const queryStyle = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
