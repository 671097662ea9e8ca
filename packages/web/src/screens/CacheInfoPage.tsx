import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';

/** What this browser holds in its data cache, and a way to empty it. */
export function CacheInfoPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const queries = queryClient.getQueryCache().getAll();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('Cache information')}</Title>
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
