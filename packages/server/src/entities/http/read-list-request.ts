import type { EntityDefinition } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { parseRange, parseSort, reservedQueryParameters } from '@lessor/domain/query';
import type { EntityCatalogue } from '../../catalogue/entity-catalogue.ts';
import { fieldExpression } from '../../db/entity-columns.ts';
import { readListFilter } from '../reading/list-filter.ts';
import { readIncludes } from '../reading/list-includes.ts';
import type { ListRequest } from '../reading/list-records.ts';

export type QueryString = Record<string, string | string[] | undefined>;

/** Parameters of a list call that are not filters, beyond the shared reserved ones. */
const transportParameters = new Set(['valuesOnly', 'locale', 'exclude']);

/**
 * Reads a list call's query string: paging, sorting, free text, includes (of the catalogue's
 * entities) and field filters.
 */
export function readListRequest(
  catalogue: EntityCatalogue,
  entity: EntityDefinition,
  query: QueryString,
): ListRequest {
  const filters = [];
  for (const [key, raw] of Object.entries(query)) {
    if ((reservedQueryParameters as readonly string[]).includes(key) || raw === undefined) continue;
    if (transportParameters.has(key)) continue;
    const values = (Array.isArray(raw) ? raw : [raw])
      .flatMap((value) => value.split(','))
      .filter((value) => value !== '');
    const filter = readListFilter(entity, key, values);
    if (values.length > 0) filters.push(filter);
  }
  const sort = parseSort(single(query, 'sort'));
  for (const { field } of sort) fieldExpression(entity, field);
  const search = single(query, 'search');
  return {
    range: parseRange(single(query, 'range')),
    sort,
    filters,
    includes: readIncludes(catalogue, entity, single(query, 'include')),
    ...(search ? { search } : {}),
  };
}

/** Keeps the fields a `projection` names (`registration,name`), or drops them (`-data,-notes`). */
export function projectRecord<T extends Record<string, unknown>>(
  record: T,
  projection: string | undefined,
): Partial<T> {
  if (!projection) return record;
  const fields = projection.split(',').filter(Boolean);
  const projected: Record<string, unknown> = {};
  if (fields.every((field) => field.startsWith('-'))) {
    const excluded = new Set(fields.map((field) => field.slice(1)));
    for (const [key, value] of Object.entries(record)) if (!excluded.has(key)) projected[key] = value;
  } else {
    for (const field of ['_id', ...fields]) if (field in record) projected[field] = record[field];
  }
  return projected as Partial<T>;
}

export function single(query: QueryString, key: string): string | undefined {
  const value = query[key];
  if (Array.isArray(value)) throw new LessorError('INVALID_FIELD_IN_QUERY', [key]);
  return value;
}
