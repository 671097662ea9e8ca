import { type ImportRow, type ImportView, importPaths } from '@lessor/domain/api';
import { Button, Table } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiJson } from '../../../api/api-client.ts';

const pageSize = 50;

/** The refused rows of an import, by line, one line per error: what to fix in the file. */
export function RefusedRowsTable({ registration, view }: { registration: string; view: ImportView }) {
  const { t } = useTranslation();
  const rows = useInfiniteQuery({
    queryKey: ['Import', 'rows', registration, 'REFUSED', view.counts.refused],
    queryFn: ({ pageParam }) =>
      apiJson<ImportRow[]>(
        `${importPaths.rows(registration)}?state=REFUSED&range=${pageParam}-${pageParam + pageSize - 1}`,
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length === pageSize ? pages.length * pageSize : undefined),
  });
  const refused = rows.data?.pages.flat() ?? [];
  return (
    <>
      <Table striped aria-label={t('Refused rows')}>
        <Table.Caption>{t('Refused rows')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('Line')}</Table.Th>
            <Table.Th scope="col">{t('Column')}</Table.Th>
            <Table.Th scope="col">{t('Error')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {refused.flatMap((row) =>
            row.errors.map((error) => (
              // A row has one error per column at most, and one without a column.
              <Table.Tr key={`${row.line}:${error.column ?? ''}:${error.code}`}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>{error.column ?? ''}</Table.Td>
                <Table.Td>{error.message}</Table.Td>
              </Table.Tr>
            )),
          )}
        </Table.Tbody>
      </Table>
      {rows.hasNextPage && (
        <Button variant="subtle" onClick={() => void rows.fetchNextPage()} loading={rows.isFetchingNextPage}>
          {t('Show more')}
        </Button>
      )}
    </>
  );
}
