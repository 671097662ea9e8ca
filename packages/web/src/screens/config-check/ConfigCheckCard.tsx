import { type ConfigCheck, type ConfigCheckItems, configCheckPath } from '@lessor/domain/api';
import { formatDateTime } from '@lessor/domain/formats';
import { Button, Card, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiJson, browserTimeZone } from '../../api/api-client.ts';
import { notifyError, notifyNotice, notifySuccess } from '../../notifications/notify.ts';

/** foundation.md §8: the configuration is read again a moment after a check that changed it. */
const reloadDelayMs = 1500;

const changes = [
  ['inserted', 'Added: {{items}}'],
  ['updated', 'Updated: {{items}}'],
  ['deleted', 'Deleted: {{items}}'],
] as const;

/** A first check names every shipped list: the notice names ten of a kind, and counts the rest. */
function shortList(names: readonly string[]): string {
  const shown = names.slice(0, 10).join(', ');
  return names.length > 10 ? `${shown} (+${names.length - 10})` : shown;
}

function isEmpty(items: ConfigCheckItems): boolean {
  return items.lists.length + items.scripts.length + items.reports.length === 0;
}

/**
 * The tenant's configuration check (business-areas.md §8): its administrator checks the tenant's
 * lists, scripts and reports against those the product ships. 'Configuration is stale' when the
 * product's changed since the last check or something is at fault, with a notice of what was
 * added, updated and deleted; 'Configuration is up to date' otherwise. The faults, and what the
 * tenant defines of its own, stay on the card.
 */
export function ConfigCheckCard() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [check, setCheck] = useState<ConfigCheck | null>(null);
  const [busy, setBusy] = useState(false);
  const itemsText = (items: ConfigCheckItems) =>
    (['lists', 'scripts', 'reports'] as const)
      .filter((kind) => items[kind].length > 0)
      .map(
        (kind) =>
          `${t(kind === 'lists' ? 'Lists' : kind === 'scripts' ? 'Scripts' : 'Reports')} ${shortList(items[kind])}`,
      )
      .join(' · ');

  const run = async () => {
    setBusy(true);
    try {
      const answer = await apiJson<ConfigCheck>(configCheckPath);
      setCheck(answer);
      const changed = changes.filter(([key]) => !isEmpty(answer[key]));
      if (changed.length === 0 && answer.errors.length === 0) {
        notifySuccess('Configuration is up to date');
        return;
      }
      notifySuccess('Configuration is stale', undefined, 'warning');
      for (const [key, message] of changed) notifyNotice(message, { items: itemsText(answer[key]) });
      if (changed.length > 0)
        setTimeout(
          () =>
            void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'currentUser' }),
          reloadDelayMs,
        );
    } catch (error) {
      await notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const when = (date: string | null) =>
    date ? formatDateTime(new Date(date), i18n.language, { timeZone: browserTimeZone }) : t('Never');
  return (
    <Card withBorder maw={720} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id={titleId}>
            {t('Configuration')}
          </Title>
          <Button variant="default" onClick={() => void run()} loading={busy}>
            {t('Check the configuration')}
          </Button>
        </Group>
        {check && (
          <>
            <Text size="sm">{t('Checked before: {{date}}', { date: when(check.lastConfigCheckDate) })}</Text>
            {check.errors.length > 0 ? (
              <Table aria-label={t('Configuration faults')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('Type')}</Table.Th>
                    <Table.Th scope="col">{t('Name')}</Table.Th>
                    <Table.Th scope="col">{t('Fault')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {check.errors.map((fault) => (
                    <Table.Tr key={`${fault.type} ${fault.name}`}>
                      <Table.Td>{t(fault.type === 'script' ? 'Script' : 'List')}</Table.Td>
                      <Table.Td>{fault.name}</Table.Td>
                      <Table.Td>{fault.message}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : (
              <Text size="sm">{t('No fault found')}</Text>
            )}
            <NameList title={t('Scripts of the tenant')} names={check.userScripts} />
            <NameList title={t('Lists of the tenant')} names={check.userLists} />
          </>
        )}
      </Stack>
    </Card>
  );
}

/** Names under their title, or 'None'. */
function NameList({ title, names }: { title: string; names: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <List size="sm" aria-label={title}>
        {names.length === 0 ? (
          <List.Item>{t('None')}</List.Item>
        ) : (
          names.map((name) => <List.Item key={name}>{name}</List.Item>)
        )}
      </List>
    </>
  );
}
