import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageButtons } from './list-url-state.ts';
import { pageSizeOptions } from './table-configuration.ts';

interface Props {
  page: number;
  pageSize: number;
  firstRow: number;
  rowCount: number;
  continues: boolean;
  /** All the records the query selects, when known: the last page is then offered. */
  recordCount: number | undefined;
  isLoadingMore: boolean;
  onPage(page: number): void;
  onPageSize(size: number): void;
  onLoadMore(): void;
}

/**
 * Below the table: the range of rows shown, 'Load more', the page buttons (at most 10, with the
 * first and last pages beyond them) and the page size (foundation.md §9).
 */
export function ListFooter(props: Props) {
  const { t } = useTranslation();
  const { page, continues } = props;
  const lastPage =
    props.recordCount === undefined ? undefined : Math.max(1, Math.ceil(props.recordCount / props.pageSize));
  const pages = pageButtons(page, lastPage, continues);
  const lastRow = props.firstRow + props.rowCount - 1;
  return (
    <Group justify="space-between" wrap="wrap">
      <Group gap="sm">
        <Text size="sm" aria-live="polite" data-row-range>
          {props.rowCount > 0 && t('Rows {{first}}–{{last}}', { first: props.firstRow, last: lastRow })}
        </Text>
        {continues && (
          <Button variant="subtle" size="xs" loading={props.isLoadingMore} onClick={props.onLoadMore}>
            {t('Load more')}
          </Button>
        )}
      </Group>
      <Group gap="xs">
        <NativeSelect
          size="xs"
          aria-label={t('Rows per page')}
          value={String(props.pageSize)}
          data={[...new Set([...pageSizeOptions, props.pageSize])]
            .sort((a, b) => a - b)
            .map((size) => String(size))}
          onChange={(event) => props.onPageSize(Number(event.currentTarget.value))}
        />
        <Group gap={4} component="nav" aria-label={t('Pages')}>
          {(pages[0] ?? 1) > 1 && (
            <Button variant="default" size="xs" onClick={() => props.onPage(1)}>
              {t('First page')}
            </Button>
          )}
          <Button variant="default" size="xs" disabled={page === 1} onClick={() => props.onPage(page - 1)}>
            {t('Previous page')}
          </Button>
          {pages.map((number) => (
            <Button
              key={number}
              size="xs"
              variant={number === page ? 'filled' : 'default'}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('Page {{number}}', { number })}
              onClick={() => props.onPage(number)}
            >
              {number}
            </Button>
          ))}
          <Button variant="default" size="xs" disabled={!continues} onClick={() => props.onPage(page + 1)}>
            {t('Next page')}
          </Button>
          {lastPage !== undefined && (pages.at(-1) ?? 1) < lastPage && (
            <Button variant="default" size="xs" onClick={() => props.onPage(lastPage)}>
              {t('Last page')}
            </Button>
          )}
        </Group>
      </Group>
    </Group>
  );
}
