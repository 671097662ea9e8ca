import { type CronView, cronPaths } from '@lessor/domain/api';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiJson } from '../../api/api-client.ts';
import { CronCard } from './CronCard.tsx';

/** How often the screen looks again while a run is under way. */
const runningPollMs = 2000;

/**
 * `/crons` (foundation.md §2): the tenant's crons, each with its schedule, whether it is on, when
 * it fires next and its latest runs; an administrator changes a schedule, turns a cron on or off,
 * or runs it now.
 */
export function CronsPage() {
  const { t } = useTranslation();
  const crons = useQuery({
    queryKey: ['crons'],
    queryFn: () => apiJson<CronView[]>(cronPaths.list),
    refetchInterval: (query) =>
      query.state.data?.some((cron) => cron.runs[0]?.status === 'PROCESSING') ? runningPollMs : false,
  });
  return (
    <Stack gap="md">
      <Title order={1}>{t('Crons')}</Title>
      <Text>{t('Work the server runs on a schedule, read in UTC, for this tenant.')}</Text>
      {crons.isPending && <Loader size="sm" role="status" aria-label={t('Loading')} />}
      {crons.error && <Alert color="red">{crons.error.message}</Alert>}
      {crons.data?.map((cron) => (
        <CronCard key={cron.name} cron={cron} />
      ))}
    </Stack>
  );
}
