import { documentedOnly } from '../../openapi/documented-only.ts';

const text = (description: string) => ({ type: 'string', description });

/**
 * The query string of a list call (and of its KPIs), for the API document. The list reader
 * (`read-list-request.ts`) checks it with the catalogue's codes, and reads every other parameter
 * as a filter on the field it names, so the schema stays open.
 */
export function listQuerySchema(searchFields: readonly string[] | undefined) {
  return documentedOnly({
    type: 'object',
    properties: {
      range: text('Rows start-end, inclusive, at most 1000'),
      sort: text('Comma list of fields, -field for descending'),
      search: text(
        searchFields
          ? `Free text over ${searchFields.join(', ')}`
          : 'Free text over the declared search fields',
      ),
      projection: text('Comma list of fields to keep, or -field to drop'),
      include: text('Related records to bring under included, and computed names and document types'),
    },
  });
}

/** Filters are parameters named after fields, which the document's parameters cannot list. */
export const listFiltersDescription =
  'Every other parameter filters on the field it names: a comma list is OR, -value excludes, /text/ contains, fromX, toX, minX and maxX are ranges, list.sub=value matches inside a list.';
