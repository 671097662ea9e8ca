import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWriteRefused } from '../record/usePermissionChecks.ts';
import { ExcelExportButton } from './ExcelExportButton.tsx';
import { ExportAllButton } from './ExportAllButton.tsx';
import { KpiStrip } from './KpiStrip.tsx';
import { useListContext } from './ListContext.tsx';
import { ListFooter } from './ListFooter.tsx';
import type { RowToolProps } from './ListRow.tsx';
import { ListTable } from './ListTable.tsx';
import { matchedElsewhere } from './matched-elsewhere.ts';
import { SearchAutocomplete } from './SearchAutocomplete.tsx';
import { SideView } from './SideView.tsx';
import type { useBulkTransitions } from './useBulkTransitions.ts';
import { useListKpis } from './useListKpis.ts';
import type { usePinnedRows } from './usePinnedRows.ts';
import { WorkflowTransitionBar } from './WorkflowTransitionBar.tsx';

// Loaded when first opened: most visits of a list open neither.
const ListAdvancedSearch = lazy(async () => ({
  default: (await import('./ListAdvancedSearch.tsx')).ListAdvancedSearch,
}));
const TableConfigurationModal = lazy(async () => ({
  default: (await import('./TableConfigurationModal.tsx')).TableConfigurationModal,
}));

interface Props {
  pinned: ReturnType<typeof usePinnedRows>;
  bulk: ReturnType<typeof useBulkTransitions>;
  /** The buttons of business-areas.md §2 that one entity's list has beside Add; they read `useListContext`. */
  Tools?: ComponentType | undefined;
  /** The tool one entity's rows have beside the shared ones (an invoice's download icon). */
  RowTool?: ComponentType<RowToolProps> | undefined;
}

/**
 * An entity's list page (business-areas.md §2): title and Add, the search row with its tools, the
 * advanced search, the selection's workflow transitions, the table with its side view, and paging.
 */
export function EntityListView({ pinned, bulk, Tools, RowTool }: Props) {
  const { t, i18n } = useTranslation();
  const list = useListContext();
  const { entity, rows } = list;
  const [configuring, setConfiguring] = useState(false);
  const kpis = useListKpis(entity, list.parameters, list.settings.kpis);
  // Add is not offered to those who may not create: the server would refuse them.
  const writeRefused = useWriteRefused(entity.apiPath);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{list.settings.title}</Title>
        <Group gap="xs">
          {Tools && (
            <Suspense fallback={null}>
              <Tools />
            </Suspense>
          )}
          {list.settings.addPath && !writeRefused && (
            <Button component={Link} to={list.addTarget}>
              {t('Add')}
            </Button>
          )}
        </Group>
      </Group>
      {kpis.data && (
        <KpiStrip entity={entity} kpis={kpis.data} onStatus={(status) => list.setFilters({ status })} />
      )}
      <Group align="end" gap="xs" wrap="wrap">
        <SearchAutocomplete
          entity={entity}
          text={list.text}
          suggest={list.settings.autocomplete}
          onSearch={list.setText}
        />
        <ToggleButton pressed={list.filtersShown} onToggle={list.toggleFilters} shortcut="Alt+Q">
          {t('Filters')}
        </ToggleButton>
        <Button variant="default" onClick={() => setConfiguring(true)}>
          {t('Table configuration')}
        </Button>
        <ExcelExportButton entity={entity} columns={list.columns} records={rows.records} />
        <ExportAllButton entity={entity} columns={list.columns} parameters={list.parameters} />
        <Button variant="default" onClick={rows.reload} title="Alt+R">
          {t('Reload')}
        </Button>
        <ToggleButton pressed={list.sideViewShown} onToggle={list.toggleSideView} shortcut="F9">
          {t('Side view')}
        </ToggleButton>
      </Group>
      {list.filtersShown && (
        <Suspense fallback={<Loader size="sm" role="status" aria-label={t('Loading')} />}>
          <ListAdvancedSearch />
        </Suspense>
      )}
      {list.settings.transitions && list.selected.size > 0 && (
        <WorkflowTransitionBar
          selectedCount={list.selected.size}
          rowCount={rows.records.length}
          bulk={bulk}
          onSelectAll={list.selectAll}
        />
      )}
      {!rows.isFetching && matchedElsewhere(entity, list.columns, rows.records, list.text, i18n.language) && (
        <Text size="sm" role="status">
          {t('The search has found results on fields not displayed')}
        </Text>
      )}
      {rows.error && (
        <Alert color="red" role="alert">
          {rows.error.message}
        </Alert>
      )}
      {rows.isPending ? (
        <Loader role="status" aria-label={t('Loading')} />
      ) : (
        <Group align="start" wrap="nowrap" gap="md">
          <ListTable
            entity={entity}
            columns={list.columns}
            records={rows.records}
            pinned={pinned.records}
            busy={rows.isFetching && !rows.isLoadingMore}
            sort={list.sort}
            selected={list.selected}
            focused={list.focused?.registration}
            isPinned={pinned.isPinned}
            onSort={list.sortBy}
            onToggleSelected={list.toggleSelected}
            onSelectAll={list.selectAll}
            onTogglePinned={(registration) => void pinned.toggle(registration)}
            onFocus={list.focus}
            selectable={list.settings.transitions}
            rowActions={list.settings.rowActions}
            expandPath={list.settings.expandPath}
            RowTool={RowTool}
            onReload={rows.reload}
          />
          {list.sideViewShown && (
            <SideView entity={entity} record={list.focused} onClose={list.toggleSideView} />
          )}
        </Group>
      )}
      <ListFooter
        page={list.page}
        pageSize={list.pageSize}
        // The counter tells the rows shown, which stay the previous page's until the next arrives.
        firstRow={rows.offset + 1}
        rowCount={rows.records.length}
        continues={rows.continues}
        recordCount={kpis.data && !kpis.data.countIsLimited ? kpis.data.count : undefined}
        isLoadingMore={rows.isLoadingMore}
        onPage={list.setPage}
        onPageSize={list.setPageSize}
        onLoadMore={rows.loadMore}
      />
      {configuring && (
        <Suspense fallback={null}>
          <TableConfigurationModal
            columns={entity.listColumns}
            configuration={list.configuration}
            onSave={list.saveConfiguration}
            onReset={list.resetConfiguration}
            onClose={() => setConfiguring(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** A toolbar button that shows or hides a panel, telling its state and its shortcut. */
function ToggleButton(props: { pressed: boolean; onToggle(): void; shortcut: string; children: ReactNode }) {
  return (
    <Button
      variant={props.pressed ? 'light' : 'default'}
      aria-pressed={props.pressed}
      onClick={props.onToggle}
      title={props.shortcut}
    >
      {props.children}
    </Button>
  );
}
