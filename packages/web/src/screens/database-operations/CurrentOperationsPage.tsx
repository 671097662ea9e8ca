import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LocaleProviders } from '../../shell/LocaleProviders.tsx';
import { CurrentOperationsTable } from './CurrentOperationsTable.tsx';
import { refreshSeconds, useCurrentOperations } from './useCurrentOperations.ts';

/**
 * `/database/current-operations` (foundation.md §2): what the database is running now, from
 * PostgreSQL's `pg_stat_activity`, read again every few seconds or at Refresh; a super admin cancels
 * a query that runs too long. Anyone else is told why the list is not theirs to see.
 */
export function CurrentOperationsPage() {
  const { t, i18n } = useTranslation();
  const { operations, isPending, isForbidden, error, updatedAt, refresh, cancel, cancelling } =
    useCurrentOperations();
  return (
    // The confirmation dialog of a cancellation opens in its provider, with No and Yes in the language.
    <LocaleProviders>
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1}>{t('Current database operations')}</Title>
          {!isForbidden && (
            <Button variant="default" onClick={refresh}>
              {t('Refresh')}
            </Button>
          )}
        </Group>
        {isForbidden ? (
          <Text>
            {t("Only super admins see the database's operations: its sessions run every tenant's queries.")}
          </Text>
        ) : (
          <Text>
            {t(
              'The sessions of the database this server uses and the query each runs or ran last, read again every {{seconds}} seconds.',
              { seconds: refreshSeconds },
            )}
          </Text>
        )}
        {isPending && <Loader size="sm" role="status" aria-label={t('Loading')} />}
        {error && <Alert color="red">{error.message}</Alert>}
        {operations && (
          <>
            <Text size="sm">
              {t('Read at {{time}}', {
                time: new Date(updatedAt).toLocaleTimeString(i18n.language),
              })}
            </Text>
            {operations.length === 0 ? (
              <Text>{t('No other session of the database is open.')}</Text>
            ) : (
              <CurrentOperationsTable operations={operations} onCancel={cancel} cancelling={cancelling} />
            )}
          </>
        )}
      </Stack>
    </LocaleProviders>
  );
}
