import type { EntityDefinition } from '../entities/entity-definition.ts';
import { type PageRange, parseRange, parseSort } from '../query/list-query.ts';

type KeptRecord = Readonly<Record<string, unknown>>;

/** A page answered from the records a device keeps, and how many matched in all. */
export interface KeptPage {
  records: KeptRecord[];
  total: number;
  range: PageRange;
}

type Condition = (record: KeptRecord) => boolean;

/** A call's query parameters, as a `URLSearchParams` holds them (the domain runs without the DOM's types). */
export interface QueryParameters {
  keys(): Iterable<string>;
  get(name: string): string | null;
  getAll(name: string): string[];
}

/** Parameters that shape an answer without choosing its records. */
const shaping = new Set(['range', 'sort', 'projection', 'include', 'page']);
const bounds = ['from', 'to', 'min', 'max'] as const;

/**
 * A list call answered from the records a device keeps while offline (foundation.md §4): the
 * filters of the query language the server answers the same way in memory (`status=A,-B`,
 * `name=/acme/`, `fromStartDate`, `minAmount`, `persons.personRegistration=PER1`, `search`), then
 * the sort and the range. A call naming anything else (a saved filter, a cursor, an undeclared
 * field) is not answered here: undefined, and the screen says its data is not kept.
 */
export function listFromKept(
  entity: EntityDefinition,
  kept: readonly KeptRecord[],
  query: QueryParameters,
): KeptPage | undefined {
  const conditions: Condition[] = [];
  for (const key of new Set(query.keys())) {
    if (shaping.has(key)) continue;
    const values = query.getAll(key).flatMap((value) => value.split(','));
    const condition = conditionOf(entity, key, values);
    if (!condition) return undefined;
    conditions.push(condition);
  }
  let range: PageRange;
  try {
    range = parseRange(query.get('range') ?? undefined);
  } catch {
    return undefined;
  }
  const matching = kept.filter((record) => conditions.every((condition) => condition(record)));
  const sorted = sortedBy(matching, parseSort(query.get('sort') ?? undefined));
  return { records: sorted.slice(range.offset, range.offset + range.limit), total: matching.length, range };
}

function conditionOf(entity: EntityDefinition, key: string, values: string[]): Condition | undefined {
  if (key === 'search') return searchCondition(entity, values.join(','));
  const role = Object.hasOwn(entity.personRoleFilters ?? {}, key)
    ? entity.personRoleFilters?.[key]?.role
    : undefined;
  if (role !== undefined) {
    // The person of a role: one item of `persons` holding both the role and the registration.
    const wanted = split(values);
    return (record) =>
      holdsWanted(
        asItems(record.persons)
          .filter((item) => item.role === role)
          .map((item) => text(item.personRegistration)),
        wanted,
      );
  }
  if (key.includes('.')) {
    const [field = '', sub = '', ...deeper] = key.split('.');
    if (!Object.hasOwn(entity.fields, field) || deeper.length > 0) return undefined;
    const wanted = split(values);
    return (record) =>
      holdsWanted(
        asItems(record[field]).map((item) => text(item[sub])),
        wanted,
      );
  }
  if (isField(entity, key)) {
    const [first] = values;
    if (values.length === 1 && first && /^\/\^?[^/]*\/$/.test(first)) {
      const anchored = first.startsWith('/^');
      const wanted = first.slice(anchored ? 2 : 1, -1).toLowerCase();
      return (record) => {
        const value = text(record[key]).toLowerCase();
        return anchored ? value.startsWith(wanted) : value.includes(wanted);
      };
    }
    const wanted = split(values);
    return (record) => {
      const value = record[key];
      return holdsWanted(Array.isArray(value) ? value.map(text) : [text(value)], wanted);
    };
  }
  const bound = bounds.find((prefix) => key.startsWith(prefix) && /^[A-Z]/.test(key.slice(prefix.length)));
  if (!bound) return undefined;
  const rest = key.slice(bound.length);
  const field = rest.charAt(0).toLowerCase() + rest.slice(1);
  const [limit] = values;
  if (!isField(entity, field) || values.length !== 1 || limit === undefined) return undefined;
  if (bound === 'min' || bound === 'max') {
    const number = Number(limit);
    return (record) => {
      const value = Number(record[field]);
      return record[field] != null && (bound === 'min' ? value >= number : value <= number);
    };
  }
  // Dates compare as their ISO texts; a `to` day takes the whole of that day.
  const day = limit.slice(0, 10);
  return (record) => {
    const value = text(record[field]).slice(0, 10);
    return value !== '' && (bound === 'from' ? value >= day : value <= day);
  };
}

/** `search=text`: any of the entity's search fields holds the text, case-insensitively. */
function searchCondition(entity: EntityDefinition, search: string): Condition {
  const wanted = search.toLowerCase();
  return (record) => entity.searchFields.some((field) => text(record[field]).toLowerCase().includes(wanted));
}

function sortedBy(records: KeptRecord[], keys: ReturnType<typeof parseSort>): KeptRecord[] {
  if (keys.length === 0) return records;
  return [...records].sort((a, b) => {
    for (const { field, descending } of keys) {
      const order = compare(a[field], b[field]);
      if (order !== 0) return descending ? -order : order;
    }
    return 0;
  });
}

function compare(a: unknown, b: unknown): number {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return text(a).localeCompare(text(b));
}

function isField(entity: EntityDefinition, key: string): boolean {
  return Object.hasOwn(entity.fields, key) || key === 'registration' || key === '_id';
}

interface Wanted {
  included: string[];
  excluded: string[];
}

/** `A,B` any of them held, `-C` none held: the values a record holds for one filter. */
function holdsWanted(held: readonly string[], { included, excluded }: Wanted): boolean {
  return (
    (included.length === 0 || held.some((value) => included.includes(value))) &&
    !held.some((value) => excluded.includes(value))
  );
}

function split(values: readonly string[]): Wanted {
  return {
    included: values.filter((value) => !value.startsWith('-')),
    excluded: values.filter((value) => value.startsWith('-')).map((value) => value.slice(1)),
  };
}

function asItems(value: unknown): KeptRecord[] {
  if (Array.isArray(value))
    return value.filter((item): item is KeptRecord => typeof item === 'object' && item !== null);
  return typeof value === 'object' && value !== null ? [value as KeptRecord] : [];
}

function text(value: unknown): string {
  return value == null ? '' : String(value);
}
