import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRequestTimings } from './useRequestTimings.ts';

/**
 * "Slowest requests": the tenant's routes by their 95th percentile, as the server that answers
 * counted them since it started (each node counts its own).
 */
export function SlowestRequestsTable() {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError } = useRequestTimings();
  const title = t('Slowest requests');
  const milliseconds = (value: number) =>
    t('{{value}} ms', { value: value.toLocaleString(i18n.language, { maximumFractionDigits: 1 }) });
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      {isPending ? (
        <Text>{t('Loading')}</Text>
      ) : isError || !data ? (
        <Text>{t('The request durations could not be read.')}</Text>
      ) : (
        <>
          <Text size="sm">
            {t('Counted by this server since {{date}}', {
              date: new Date(data.since).toLocaleString(i18n.language),
            })}
          </Text>
          {data.routes.length === 0 ? (
            <Text>{t('No request counted yet.')}</Text>
          ) : (
            <Table striped aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('Route')}</Table.Th>
                  <Table.Th scope="col">{t('Requests')}</Table.Th>
                  <Table.Th scope="col">{t('Median')}</Table.Th>
                  <Table.Th scope="col">{t('95th percentile')}</Table.Th>
                  <Table.Th scope="col">{t('Longest')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.routes.map((route) => (
                  <Table.Tr key={`${route.method} ${route.route}`}>
                    <Table.Td>
                      <code>
                        {route.method} {route.route}
                      </code>
                    </Table.Td>
                    <Table.Td>{route.count.toLocaleString(i18n.language)}</Table.Td>
                    <Table.Td>{milliseconds(route.p50Ms)}</Table.Td>
                    <Table.Td>{milliseconds(route.p95Ms)}</Table.Td>
                    <Table.Td>{milliseconds(route.maxMs)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      )}
    </Stack>
  );
}
