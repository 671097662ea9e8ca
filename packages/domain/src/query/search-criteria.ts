import type { EntityDefinition } from '../entities/entity-definition.ts';
import type { ReferenceTarget } from '../entities/reference-fields.ts';
import type { FieldOption } from '../fields/field-definition.ts';

/**
 * One input of an entity's advanced search, derived from the field it searches
 * (business-areas.md §3 and §5): dates and amounts as ranges whose bounds are partners, selects
 * as multiple choices where a value can be excluded, text as a case-insensitive regex.
 */
export type SearchCriterion =
  | { kind: 'dateRange'; field: string; label: string; params: readonly [from: string, to: string] }
  | { kind: 'numberRange'; field: string; label: string; params: readonly [min: string, max: string] }
  | {
      kind: 'choice';
      field: string;
      label: string;
      params: readonly [string];
      list?: string;
      options: readonly FieldOption[];
    }
  | {
      kind: 'text';
      field: string;
      label: string;
      params: readonly [string];
      /** Matches from the start (an e-mail) rather than anywhere. */
      anchored: boolean;
      /** The entity a registration names (and a person's roles), for a picker of its records. */
      reference?: ReferenceTarget;
      /** Searched as the exact value (a registration), not as text within a value. */
      exact?: boolean;
    };

/** The advanced-search inputs of an entity, in the order its declaration gives them. */
export function searchCriteria(entity: EntityDefinition): SearchCriterion[] {
  return (entity.advancedSearch ?? []).flatMap((field): SearchCriterion[] => {
    const roleFilter = entity.personRoleFilters?.[field];
    if (roleFilter) {
      const excludedRoles = roleFilter.excludedRoles;
      return [
        {
          kind: 'text',
          field,
          label: roleFilter.label,
          params: [field],
          anchored: false,
          exact: true,
          reference: { target: 'Person', ...(excludedRoles ? { excludedRoles } : {}) },
        },
      ];
    }
    const definition = entity.fields[field];
    if (!definition) return [];
    const label = definition.label;
    const capitalised = field.charAt(0).toUpperCase() + field.slice(1);
    switch (definition.type) {
      case 'date':
      case 'datetime':
        return [{ kind: 'dateRange', field, label, params: [`from${capitalised}`, `to${capitalised}`] }];
      case 'number':
      case 'integer':
      case 'currency':
      case 'percentage':
      case 'slider':
        return [{ kind: 'numberRange', field, label, params: [`min${capitalised}`, `max${capitalised}`] }];
      case 'select':
      case 'radio':
      case 'grid select':
        return [
          {
            kind: 'choice',
            field,
            label,
            params: [field],
            ...(definition.list ? { list: definition.list } : {}),
            options: definition.options ?? [],
          },
        ];
      case 'object':
      case 'list':
      case 'file':
      case 'files':
      case 'address':
      case 'password':
        return [];
      default: {
        const { references: target, roles, excludedRoles } = definition;
        return [
          {
            kind: 'text',
            field,
            label,
            params: [field],
            anchored: definition.type === 'email',
            ...(target
              ? {
                  reference: {
                    target,
                    ...(roles ? { roles } : {}),
                    ...(excludedRoles ? { excludedRoles } : {}),
                  },
                }
              : {}),
          },
        ];
      }
    }
  });
}

/** What the advanced-search form holds, by query parameter: text, or the values of a choice. */
export type SearchValues = Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * The list call's filters for the form's values: ranges as `fromX`/`toX` and `minX`/`maxX`,
 * choices comma-joined with excluded values prefixed `-`, text as `/text/` (`/^text/` anchored).
 * Empty inputs send nothing.
 * @example searchParameters(criteria, { status: ['PAID', '-CANCELLED'], name: 'rent' })
 *   // { status: 'PAID,-CANCELLED', name: '/rent/' }
 */
export function searchParameters(
  criteria: readonly SearchCriterion[],
  values: SearchValues,
): Record<string, string> {
  const parameters: Record<string, string> = {};
  for (const criterion of criteria) {
    for (const param of criterion.params) {
      const value = values[param];
      if (criterion.kind === 'choice') {
        const chosen = (Array.isArray(value) ? value : value ? [value] : []).filter(Boolean);
        if (chosen.length > 0) parameters[param] = chosen.join(',');
        continue;
      }
      const text = (typeof value === 'string' ? value : '').trim();
      if (text === '') continue;
      parameters[param] =
        criterion.kind === 'text' && !criterion.exact
          ? `/${criterion.anchored ? '^' : ''}${regexText(text)}/`
          : text;
    }
  }
  return parameters;
}

/** The form's values back from a list call's filters (the address of a list page, a saved search). */
export function searchValuesOf(
  criteria: readonly SearchCriterion[],
  parameters: Readonly<Record<string, string | undefined>>,
): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const criterion of criteria) {
    for (const param of criterion.params) {
      const raw = parameters[param];
      if (raw === undefined || raw === '') continue;
      if (criterion.kind === 'choice') values[param] = raw.split(',').filter(Boolean);
      else if (criterion.kind === 'text') values[param] = raw.replace(/^\/\^?/, '').replace(/\/$/, '');
      else values[param] = raw;
    }
  }
  return values;
}

/** Every query parameter an entity's advanced search may write. */
export function searchParameterNames(criteria: readonly SearchCriterion[]): Set<string> {
  return new Set(criteria.flatMap((criterion) => criterion.params));
}

/**
 * Text as the list query's regex filter takes it: the server reads a comma as a list separator
 * and a slash as the end of the pattern, so neither can be searched inside a regex.
 */
function regexText(text: string): string {
  return text.replace(/[,/]/g, ' ').trim();
}
