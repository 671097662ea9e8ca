import type { EntityRecord } from '@lessor/domain/api';
import type { ColumnDefinition, EntityDefinition } from '@lessor/domain/entities';
import { type SearchCriterion, type SortKey, searchCriteria } from '@lessor/domain/query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageShortcut } from '../../shell/usePageShortcut.ts';
import { useUserConfiguration } from '../../shell/useUserConfiguration.ts';
import { columnIncludes } from './column-includes.ts';
import { type ListPageSettings, listPageSettings } from './list-page-settings.ts';
import { cycleSort, readListUrlState, sortParameter } from './list-url-state.ts';
import { readTableConfiguration, type TableConfiguration } from './table-configuration.ts';
import { type ListRecords, useListRecords } from './useListRecords.ts';
import { useUserPreferences } from './useUserPreferences.ts';

/** What an entity's list page holds and does; views and tools read it with `useListContext`. */
export interface EntityListController {
  entity: EntityDefinition;
  /** `/{plural route}`: the group of the page's saved searches and table configuration. */
  pagePath: string;
  /** The columns shown, in the user's order. */
  columns: readonly ColumnDefinition[];
  /** What the advanced search offers. */
  criteria: readonly SearchCriterion[];
  configuration: TableConfiguration;
  rows: ListRecords;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** The free text of the search box. */
  text: string;
  /** The field filters sent: the address's, or the tenant's default query on a bare address. */
  filters: Readonly<Record<string, string>>;
  settings: ListPageSettings;
  /** Add's target; committees may carry the list's query along (business-areas.md §2). */
  addTarget: string;
  sort: readonly SortKey[];
  /** The list call's parameters, but its range. */
  parameters: Readonly<Record<string, string>>;
  /** Registrations of the selected rows. */
  selected: ReadonlySet<string>;
  /** The row the side view shows. */
  focused: EntityRecord | undefined;
  filtersShown: boolean;
  sideViewShown: boolean;
  setPage(page: number): void;
  setPageSize(size: number): void;
  setText(text: string): void;
  /** A click on a column header; `added` (Shift+click) keeps the other columns' order. */
  sortBy(field: string, added: boolean): void;
  /** Replaces every field filter, keeping the free text and the order. */
  setFilters(filters: Readonly<Record<string, string>>): void;
  /** After a bulk transition: the records it ran on, as the page's only filter (foundation.md §4). */
  showRegistrations(registrations: readonly string[]): void;
  toggleSelected(registration: string): void;
  selectAll(all: boolean): void;
  focus(registration: string | undefined): void;
  toggleFilters(): void;
  toggleSideView(): void;
  saveConfiguration(next: TableConfiguration): Promise<void>;
  resetConfiguration(): Promise<void>;
}

/**
 * The state of an entity's list page (business-areas.md §2 and §4): what the address holds
 * (free text, filters, sort, page), the user's table configuration, the rows, the selection, and
 * the open panels. Views render it; nothing here draws.
 */
export function useEntityListController(entity: EntityDefinition): EntityListController {
  const [searchParams, setSearchParams] = useSearchParams();
  const url = useMemo(() => readListUrlState(searchParams), [searchParams]);
  const pagePath = `/${entity.pluralRoute}`;

  // Memoised: the rows below compare what they are handed, and redraw only when it changes.
  const tenantSettings = useUserConfiguration().data?.settings;
  const settings = useMemo(() => listPageSettings(entity, tenantSettings ?? {}), [entity, tenantSettings]);
  const tablePreferences = useUserPreferences('TABLE_CONFIGURATION', pagePath);
  const savedConfiguration = tablePreferences.preferences[0]?.value;
  const configuration = useMemo(
    () => readTableConfiguration(savedConfiguration, entity.listColumns, settings),
    [savedConfiguration, entity, settings],
  );
  const columns = useMemo(
    () =>
      configuration.columns.flatMap((key) => entity.listColumns.find((column) => column.key === key) ?? []),
    [configuration, entity],
  );
  const pageSize = url.pageSize ?? configuration.pageSize;
  const criteria = useMemo(() => searchCriteria(entity), [entity]);

  // A page opened without filters shows the tenant's default query (business-areas.md §1).
  const filters =
    Object.keys(url.filters).length === 0 && !url.text ? (settings.query ?? noFilters) : url.filters;
  const parameters = useMemo(
    () => serverParameters(filters, url.text, sortParameter(url.sort), columns, settings.include),
    [filters, url, columns, settings],
  );
  const rows = useListRecords(entity, parameters, (url.page - 1) * pageSize, pageSize);

  // business-areas.md §4: changing page or search clears the row selection. The selection
  // belongs to the query it was made on, so another query starts with none.
  const queryKey = JSON.stringify([parameters, url.page, pageSize]);
  const [selection, setSelection] = useState({ queryKey, registrations: noneSelected });
  const selected = selection.queryKey === queryKey ? selection.registrations : noneSelected;
  const setSelected = (change: (current: ReadonlySet<string>) => ReadonlySet<string>) =>
    setSelection({ queryKey, registrations: change(selected) });

  const [filtersShown, setFiltersShown] = useState(configuration.displaySearchFiltersOnLoad);
  const [sideViewShown, setSideViewShown] = useState(configuration.sideView);
  const [focused, setFocused] = useState<string | undefined>();
  usePageShortcut('toggleAdvancedSearch', () => setFiltersShown((shown) => !shown));
  usePageShortcut('toggleSideView', () => setSideViewShown((shown) => !shown));

  const update = (changes: Record<string, string | null>, keepPage = false) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!keepPage) next.delete('page');
    setSearchParams(next);
  };

  return {
    entity,
    pagePath,
    columns,
    criteria,
    configuration,
    rows,
    page: url.page,
    pageSize,
    text: url.text,
    filters,
    settings,
    addTarget:
      settings.addWithQuery && searchParams.size > 0
        ? `${settings.addPath}?${searchParams}`
        : (settings.addPath ?? ''),
    sort: url.sort,
    parameters,
    selected,
    focused: rows.records.find((record) => record.registration === focused),
    filtersShown,
    sideViewShown,
    setPage: (page: number) => update({ page: page === 1 ? null : String(page) }, true),
    setPageSize: (size: number) => update({ pageSize: String(size) }),
    setText: (text: string) => update({ filter: text, search: null }),
    sortBy: (field: string, added: boolean) =>
      update({ sort: sortParameter(cycleSort(url.sort, field, added)) }),
    setFilters: (filters) => {
      const changes: Record<string, string | null> = {};
      for (const key of Object.keys(url.filters)) changes[key] = null;
      update({ ...changes, ...filters });
    },
    showRegistrations: (registrations) => {
      const next = new URLSearchParams({ registration: registrations.join(',') });
      setSearchParams(next);
      rows.reload();
    },
    toggleSelected: (registration: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(registration)) next.add(registration);
        return next;
      }),
    selectAll: (all: boolean) =>
      setSelected(() => (all ? new Set(rows.records.map((record) => record.registration)) : noneSelected)),
    focus: setFocused,
    toggleFilters: () => setFiltersShown((shown) => !shown),
    toggleSideView: () => setSideViewShown((shown) => !shown),
    saveConfiguration: (next) => tablePreferences.save(`TABLE_CONFIGURATION ${pagePath}`, next),
    resetConfiguration: () => tablePreferences.remove(`TABLE_CONFIGURATION ${pagePath}`),
  };
}

const noneSelected: ReadonlySet<string> = new Set();
const noFilters: Readonly<Record<string, string>> = {};

/** The list call's parameters: the field filters, the free text, the order, and what to include. */
function serverParameters(
  filters: Readonly<Record<string, string>>,
  text: string,
  sort: string,
  columns: readonly ColumnDefinition[],
  pageInclude: string | undefined,
): Record<string, string> {
  const includes = new Set([...(pageInclude?.split(',') ?? []), ...columnIncludes(columns)]);
  return {
    ...filters,
    ...(text ? { search: text } : {}),
    ...(sort ? { sort } : {}),
    ...(includes.size > 0 ? { include: [...includes].join(',') } : {}),
  };
}
