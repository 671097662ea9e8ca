import { formatDateTime } from '@lessor/domain/formats';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiJson, browserTimeZone } from '../api/api-client.ts';
import { notifyError, notifySuccess } from '../notifications/notify.ts';
import { useCurrentUser } from '../shell/useCurrentUser.ts';

/** What the server keeps of the tenant (`GET /api/core/caches`). */
interface ServerCache {
  name: string;
  kept: boolean;
  expiresAt: string | null;
}

const serverCachesKey = ['server-caches'] as const;

/**
 * What this browser holds in its data cache, and what the server keeps of the tenant's
 * configuration (its scripts, extra fields and permissions: administrators only), each with a way
 * to empty it.
 */
export function CacheInfoPage() {
  const { t } = useTranslation();
  const isAdmin = useCurrentUser().data?.isAdmin === true;
  return (
    <Stack gap="md">
      <Title order={1}>{t('Cache information')}</Title>
      <BrowserCache />
      {isAdmin && <ServerCaches />}
    </Stack>
  );
}

function BrowserCache() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const queries = queryClient.getQueryCache().getAll();
  return (
    <Stack gap="xs" component="section" aria-labelledby="browser-cache-title">
      <Group justify="space-between">
        <Title order={2} id="browser-cache-title">
          {t('This browser')}
        </Title>
        <Button
          variant="default"
          onClick={() => {
            queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'currentUser' });
            refresh();
          }}
        >
          {t('Clear the cache')}
        </Button>
      </Group>
      <Text>{t('{{count}} cached answers', { count: queries.length })}</Text>
      <Table striped aria-label={t('Cache information')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('Key')}</Table.Th>
            <Table.Th scope="col">{t('Status')}</Table.Th>
            <Table.Th scope="col">{t('Updated')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {queries.map((query) => (
            <Table.Tr key={query.queryHash}>
              <Table.Td>
                <code>{query.queryHash}</code>
              </Table.Td>
              <Table.Td>{query.state.status}</Table.Td>
              <Table.Td>
                {query.state.dataUpdatedAt ? new Date(query.state.dataUpdatedAt).toLocaleTimeString() : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function ServerCaches() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const caches = useQuery({
    queryKey: serverCachesKey,
    queryFn: () => apiJson<ServerCache[]>('/api/core/caches'),
    staleTime: 0,
  });
  const clear = async () => {
    setBusy(true);
    try {
      await apiJson('/api/core/caches', { method: 'DELETE' });
      notifySuccess("The server's caches are cleared");
      await queryClient.invalidateQueries({ queryKey: serverCachesKey });
    } catch (error) {
      await notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="server-cache-title">
      <Group justify="space-between">
        <Title order={2} id="server-cache-title">
          {t('The server')}
        </Title>
        <Button variant="default" loading={busy} onClick={() => void clear()}>
          {t("Clear the server's caches")}
        </Button>
      </Group>
      <Table striped aria-label={t("The server's caches")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('Cache')}</Table.Th>
            <Table.Th scope="col">{t('Kept until')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(caches.data ?? []).map((cache) => (
            <Table.Tr key={cache.name}>
              <Table.Td>{t(cache.name)}</Table.Td>
              <Table.Td>
                {cache.expiresAt
                  ? formatDateTime(new Date(cache.expiresAt), i18n.language, { timeZone: browserTimeZone })
                  : t('Not kept')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
