import type { EntityRecord } from '@lessor/domain/api';
import { Code, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiJson } from '../../api/api-client.ts';

interface Props {
  /** The API path of the row's details, its template already filled. */
  path: string;
  span: number;
}

/**
 * An expanded row: what its path answers, fetched on the first expand and kept (business-areas.md
 * §4): records as a short list, anything else as it came.
 */
export function RowDetails({ path, span }: Props) {
  const { t } = useTranslation();
  const details = useQuery({ queryKey: ['rowDetails', path], queryFn: () => apiJson<unknown>(path) });
  return (
    <Table.Tr>
      <Table.Td colSpan={span}>
        {details.isPending ? (
          <Loader size="xs" role="status" aria-label={t('Loading')} />
        ) : details.isError ? (
          <Text size="sm" role="alert">
            {details.error.message}
          </Text>
        ) : isRecordList(details.data) ? (
          details.data.length === 0 ? (
            <Text size="sm">{t('No data')}</Text>
          ) : (
            <ul style={{ margin: 0 }}>
              {details.data.map((record) => (
                <li key={record._id ?? record.registration}>
                  {[record.registration, record.name, record.status].filter(Boolean).join(' · ')}
                </li>
              ))}
            </ul>
          )
        ) : (
          <Code block>{JSON.stringify(details.data, null, 2)}</Code>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function isRecordList(value: unknown): value is EntityRecord[] {
  return (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'object' && item !== null && 'registration' in item)
  );
}
