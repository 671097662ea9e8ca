import { type CronView, cronPaths } from '@lessor/domain/api';
import { Badge, Button, Group, Paper, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiJson } from '../../api/api-client.ts';
import { statusColors } from '../../colors/status-colors.ts';
import { notifySuccess } from '../../notifications/notify.ts';

// A run's status in the colours of its workflow category, which keep 4.5:1 for a badge's letters.
const runCategories = { PROCESSING: 'ongoing', SUCCESS: 'success', ERROR: 'error' } as const;

/** One cron: its schedule and switch, Save and Run now, and its latest runs. */
export function CronCard({ cron }: { cron: CronView }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [schedule, setSchedule] = useState(cron.schedule);
  const [enabled, setEnabled] = useState(cron.enabled);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['crons'] });
  const save = useMutation({
    mutationFn: () =>
      apiJson<CronView>(cronPaths.cron(cron.name), { method: 'PUT', body: { schedule, enabled } }),
    onSuccess: () => {
      notifySuccess('Saved');
      return refresh();
    },
  });
  const run = useMutation({
    mutationFn: () => apiJson(cronPaths.run(cron.name), { method: 'POST' }),
    onSuccess: refresh,
  });
  const when = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' }) : '';
  const changed = schedule !== cron.schedule || enabled !== cron.enabled;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${id}-title`}>
          {cron.name}
        </Title>
        <Text size="sm">{t(cron.description)}</Text>
        <Group align="end" gap="md">
          <TextInput
            label={t('Schedule')}
            description={t('Minute, hour, day of month, month, day of week')}
            value={schedule}
            onChange={(event) => setSchedule(event.currentTarget.value)}
          />
          <Switch
            label={t('Enabled')}
            checked={enabled}
            onChange={(event) => setEnabled(event.currentTarget.checked)}
          />
          <Button onClick={() => save.mutate()} disabled={!changed} loading={save.isPending}>
            {t('Save')}
          </Button>
          <Button variant="default" onClick={() => run.mutate()} loading={run.isPending}>
            {t('Run now')}
          </Button>
        </Group>
        <Text size="sm">
          {cron.nextRun ? t('Next run: {{when}}', { when: when(cron.nextRun) }) : t('Not scheduled')}
        </Text>
        {cron.runs.length > 0 && (
          <Table aria-label={t('Latest runs of {{cron}}', { cron: cron.name })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('Scheduled for')}</Table.Th>
                <Table.Th scope="col">{t('Status')}</Table.Th>
                <Table.Th scope="col">{t('By')}</Table.Th>
                <Table.Th scope="col">{t('Ended at')}</Table.Th>
                <Table.Th scope="col">{t('Message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cron.runs.map((entry) => (
                <Table.Tr key={entry.slot}>
                  <Table.Td>{when(entry.slot)}</Table.Td>
                  <Table.Td>
                    <Badge style={statusColors[runCategories[entry.status]]}>{t(entry.status)}</Badge>
                  </Table.Td>
                  <Table.Td>{entry.requestedBy}</Table.Td>
                  <Table.Td>{when(entry.endedAt)}</Table.Td>
                  <Table.Td>{entry.message ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
