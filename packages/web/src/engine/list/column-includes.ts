import type { ColumnDefinition } from '@lessor/domain/entities';

/**
 * What the columns shown need the list call to bring along (its `include`): the name of the record
 * a reference names (`clientName`), and the persons' names for a person shown by role
 * (`personsNames`), so that a page names them with one query per entity on the server.
 * @example columnIncludes([{ key: 'payer', label: 'Payer', personRole: 'PAYER' }]) // ['personsNames']
 */
export function columnIncludes(columns: readonly ColumnDefinition[]): string[] {
  const includes = new Set<string>();
  for (const column of columns) {
    if (column.nameField) includes.add(column.nameField);
    if (column.personRole) includes.add('personsNames');
  }
  return [...includes];
}
