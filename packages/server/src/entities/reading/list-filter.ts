import type { EntityDefinition } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { type FieldDefinition, valueKindOf } from '@lessor/domain/fields';
import { type RawBuilder, sql } from 'kysely';
import { columnFields, fieldExpression, metaColumns } from '../../db/entity-columns.ts';
import { assertBookkeepingFilter } from './assert-bookkeeping-filter.ts';
import { likeLiteral } from './search-condition.ts';
import { unselective } from './unselective.ts';

/**
 * One condition of a list call, read from a query parameter:
 * - `status=A,B` any of the values, `status=-A` none of them (foundation.md §7);
 * - `name=/acme/` contains, case-insensitive; `name=/^acme/` starts with;
 * - `fromStartDate=`/`toStartDate=` and `minAmount=`/`maxAmount=` bounds, inclusive;
 * - `persons.personRegistration=PER1` a value inside a list or object field, `roles.role=-SALES`
 *   no item holding it.
 */
export type ListFilter =
  | { kind: 'values'; field: string; included: string[]; excluded: string[] }
  | { kind: 'text'; field: string; pattern: string }
  | { kind: 'bound'; field: string; bound: 'from' | 'to' | 'min' | 'max'; value: string }
  | {
      kind: 'nested';
      field: string;
      path: string[];
      values: string[];
      /** Values no item may hold (`roles.role=-SALES`: persons who are no sales). */
      excluded: string[];
      /** Other properties the same list item must hold (the role of a person). */
      alongside?: Readonly<Record<string, string>>;
    };

const bounds = ['from', 'to', 'min', 'max'] as const;

/** Reads one query parameter as a filter; an undeclared field or a malformed value is refused. */
export function readListFilter(entity: EntityDefinition, key: string, values: string[]): ListFilter {
  const roleFilter = Object.hasOwn(entity.personRoleFilters ?? {}, key)
    ? entity.personRoleFilters?.[key]
    : undefined;
  if (roleFilter && entity.fields.persons?.type === 'list') {
    // The person of a role: one item of `persons` holding both the role and the registration.
    return {
      kind: 'nested',
      field: 'persons',
      path: ['personRegistration'],
      ...splitExclusions(values),
      alongside: { role: roleFilter.role },
    };
  }
  if (key.includes('.')) {
    const [field = '', ...path] = key.split('.');
    const declared = Object.hasOwn(entity.fields, field) ? entity.fields[field] : undefined;
    if (!declared?.fields || path.length !== 1 || !Object.hasOwn(declared.fields, path[0] ?? ''))
      throw new LessorError('INVALID_FIELD_IN_QUERY', [key]);
    return { kind: 'nested', field, path, ...splitExclusions(values) };
  }
  if (isKnown(entity, key)) {
    if (Object.hasOwn(metaColumns, key)) assertBookkeepingFilter(key as keyof typeof metaColumns, values);
    const [first] = values;
    if (values.length === 1 && first && /^\/\^?[^/]*\/$/.test(first)) {
      return { kind: 'text', field: key, pattern: textPattern(first.slice(1, -1)) };
    }
    return {
      kind: 'values',
      field: key,
      included: values.filter((value) => !value.startsWith('-')),
      excluded: values.filter((value) => value.startsWith('-')).map((value) => value.slice(1)),
    };
  }
  for (const bound of bounds) {
    if (!key.startsWith(bound)) continue;
    const rest = key.slice(bound.length);
    const field = rest.charAt(0).toLowerCase() + rest.slice(1);
    if (/^[A-Z]/.test(rest) && isKnown(entity, field) && !Object.hasOwn(metaColumns, field)) {
      const [value] = values;
      if (values.length !== 1 || value === undefined) throw new LessorError('INVALID_FIELD_IN_QUERY', [key]);
      if ((bound === 'min' || bound === 'max') && !Number.isFinite(Number(value)))
        throw new LessorError('INVALID_NUMBER_FIELD', [key]);
      if ((bound === 'from' || bound === 'to') && !/^\d{4}-\d{2}-\d{2}/.test(value))
        throw new LessorError('INVALID_DATE_FIELD', [key]);
      return { kind: 'bound', field, bound, value };
    }
  }
  throw new LessorError('INVALID_FIELD_IN_QUERY', [key]);
}

/** The SQL condition of a filter. */
export function filterCondition(entity: EntityDefinition, filter: ListFilter): RawBuilder<boolean> {
  if (filter.kind === 'nested') {
    const field = entity.fields[filter.field] as FieldDefinition;
    const leaf = field.fields?.[filter.path[0] ?? ''];
    const holds = (value: string) => {
      const inner = { ...filter.alongside, [filter.path[0] ?? '']: value };
      const document = { [filter.field]: field.type === 'list' ? [inner] : inner };
      const contains = sql<boolean>`data @> ${JSON.stringify(document)}::jsonb`;
      return leaf && !filter.alongside && isChoice(leaf) ? unselective(contains) : contains;
    };
    const conditions: RawBuilder<boolean>[] = [];
    if (filter.values.length > 0)
      conditions.push(sql<boolean>`(${sql.join(filter.values.map(holds), sql` or `)})`);
    if (filter.excluded.length > 0)
      conditions.push(sql<boolean>`not (${sql.join(filter.excluded.map(holds), sql` or `)})`);
    return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
  }
  const column = fieldExpression(entity, filter.field);
  if (filter.kind === 'text') return sql<boolean>`${column} ilike ${filter.pattern}`;
  if (filter.kind === 'bound') {
    if (filter.bound === 'min' || filter.bound === 'max') {
      const number = sql`(case when jsonb_typeof(data->${sql.lit(filter.field)}) = 'number' then (data->>${sql.lit(filter.field)})::numeric end)`;
      return filter.bound === 'min'
        ? sql<boolean>`${number} >= ${Number(filter.value)}`
        : sql<boolean>`${number} <= ${Number(filter.value)}`;
    }
    // Dates are stored as ISO text: comparing the same number of characters makes `to` inclusive.
    return filter.bound === 'from'
      ? sql<boolean>`${column} >= ${filter.value}`
      : sql<boolean>`left(${column}, ${filter.value.length}) <= ${filter.value}`;
  }
  const conditions: RawBuilder<boolean>[] = [];
  if (filter.included.length > 0) conditions.push(sql<boolean>`${column} in (${sql.join(filter.included)})`);
  if (filter.excluded.length > 0)
    conditions.push(sql<boolean>`(${column} is null or ${column} not in (${sql.join(filter.excluded)}))`);
  return conditions.length === 0 ? sql<boolean>`true` : sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

/** `A,-B`: the values asked for, and those prefixed `-`, refused. */
function splitExclusions(values: readonly string[]): { values: string[]; excluded: string[] } {
  return {
    values: values.filter((value) => !value.startsWith('-')),
    excluded: values.filter((value) => value.startsWith('-')).map((value) => value.slice(1)),
  };
}

function isKnown(entity: EntityDefinition, field: string): boolean {
  if ((columnFields as readonly string[]).includes(field) || Object.hasOwn(metaColumns, field)) return true;
  const declared = Object.hasOwn(entity.fields, field) ? entity.fields[field] : undefined;
  return declared !== undefined && valueKindOf(declared) !== 'objects' && valueKindOf(declared) !== 'object';
}

/** `/acme/` contains, `/^acme/` starts with; the other characters are literal. */
function textPattern(expression: string): string {
  const anchored = expression.startsWith('^');
  const literal = likeLiteral(anchored ? expression.slice(1) : expression);
  return anchored ? `${literal}%` : `%${literal}%`;
}

/** A field whose values come from a short list (a person's role): many records share each one. */
function isChoice(field: FieldDefinition): boolean {
  return field.type === 'select' || field.options !== undefined;
}
