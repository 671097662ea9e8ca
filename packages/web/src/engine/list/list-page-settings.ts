import type { EntityDefinition } from '@lessor/domain/entities';

/** An action offered on each row, configured by the tenant (business-areas.md §7, row actions). */
export interface RowAction {
  label: string;
  method: 'GET' | 'DELETE' | 'POST' | 'PUT' | 'PATCH';
  /** API path whose `{field}` parts come from the row: `/api/billing/invoices/{registration}/reminders`. */
  url: string;
  /** Sent as the body: the row itself unless the action gives its own. */
  payload?: unknown;
  /** Reload the list 500 ms after success. */
  reload?: boolean;
  /** A client route to go to after success, whose `{field}` parts come from the answer. */
  redirect?: string;
}

/** How an entity's list page behaves: the declaration's defaults, then the tenant's configuration. */
export interface ListPageSettings {
  title: string;
  /** Where Add goes; no Add button without it. */
  addPath: string | undefined;
  /** Add carries the list's current query parameters (committees, business-areas.md §2). */
  addWithQuery: boolean;
  autocomplete: boolean;
  kpis: boolean;
  transitions: boolean;
  include: string | undefined;
  pageSize: number | undefined;
  /** The columns shown before the user configures the table. */
  columns: readonly string[] | undefined;
  /** Filters the page opens with when its address holds none. */
  query: Readonly<Record<string, string>> | undefined;
  rowActions: readonly RowAction[];
  /** API path fetched the first time a row is expanded; without it rows do not expand. */
  expandPath: string | undefined;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const flag = (value: unknown) => (typeof value === 'boolean' ? value : undefined);
const methods = new Set(['GET', 'DELETE', 'POST', 'PUT', 'PATCH']);

/**
 * Reads a list page's settings. The tenant configures them in its user configuration's options:
 * `hideKpis` for every list, and `listPages.{plural route}` with `title`, `columns`, `query`,
 * `addButton`, `addPath`, `addWithQuery`, `hideKpis`, `rowActions` and `expandPath`.
 */
export function listPageSettings(
  entity: EntityDefinition,
  settings: Readonly<Record<string, unknown>>,
): ListPageSettings {
  const defaults = entity.listPage ?? {};
  const pages = isObject(settings.listPages) ? settings.listPages : {};
  const page = isObject(pages[entity.pluralRoute]) ? (pages[entity.pluralRoute] as Json) : {};
  const addButton = flag(page.addButton) ?? defaults.addButton ?? entity.hasCreateForm;
  const hideKpis = flag(page.hideKpis) ?? flag(settings.hideKpis) ?? false;
  const pageSize = Number(page.pageSize ?? defaults.pageSize);
  const columns = Array.isArray(page.columns)
    ? page.columns.filter((key) => typeof key === 'string')
    : undefined;
  const query = isObject(page.query)
    ? Object.fromEntries(
        Object.entries(page.query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : undefined;
  return {
    title: text(page.title) ?? entity.pluralLabel,
    addPath: addButton ? (text(page.addPath) ?? entity.newRoute) : undefined,
    addWithQuery: flag(page.addWithQuery) ?? false,
    autocomplete: flag(page.autocomplete) ?? defaults.autocomplete ?? true,
    kpis: !hideKpis && (defaults.kpis ?? true),
    transitions: flag(page.transitions) ?? defaults.transitions ?? true,
    include: text(page.include) ?? defaults.include,
    pageSize: Number.isInteger(pageSize) && pageSize > 0 ? pageSize : undefined,
    columns: columns && columns.length > 0 ? columns : undefined,
    query: query && Object.keys(query).length > 0 ? query : undefined,
    rowActions: Array.isArray(page.rowActions) ? page.rowActions.flatMap(readRowAction) : [],
    expandPath: text(page.expandPath),
  };
}

function readRowAction(value: unknown): RowAction[] {
  if (!isObject(value)) return [];
  const label = text(value.label);
  const url = text(value.url);
  const method = text(value.method)?.toUpperCase() ?? 'GET';
  if (!label || !url?.startsWith('/api/') || !methods.has(method)) return [];
  const redirect = text(value.redirect);
  return [
    {
      label,
      url,
      method: method as RowAction['method'],
      ...('payload' in value ? { payload: value.payload } : {}),
      ...(value.reload === true ? { reload: true } : {}),
      ...(redirect?.startsWith('/') ? { redirect } : {}),
    },
  ];
}
