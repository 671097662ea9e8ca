import { type AssetLine, textOf } from './asset-line.ts';

type Person = Readonly<Record<string, unknown>>;

const suppliersOf = (lines: readonly AssetLine[]) =>
  new Set(lines.flatMap((line) => textOf(line.supplierRegistration) ?? []));

const isSupplierEntry = (person: Person, registrations: ReadonlySet<string>) =>
  person.role === 'SUPPLIER' &&
  typeof person.personRegistration === 'string' &&
  registrations.has(person.personRegistration);

/**
 * A file's persons kept in step with the suppliers of its lines (business-areas.md §5): a supplier
 * of a line gets a SUPPLIER entry if it has none, and a supplier no line has any more (its line
 * deleted, or given another asset) loses its SUPPLIER entry. Other entries stay as they are, and
 * the same list is answered when nothing changes.
 * @example personsWithLineSuppliers([], [{ supplierRegistration: 'PER00000009' }])
 * // [{ role: 'SUPPLIER', personRegistration: 'PER00000009' }]
 */
export function personsWithLineSuppliers(
  persons: readonly Person[],
  lines: readonly AssetLine[],
  previousLines: readonly AssetLine[] = [],
): readonly Person[] {
  const now = suppliersOf(lines);
  const gone = new Set([...suppliersOf(previousLines)].filter((registration) => !now.has(registration)));
  const kept = gone.size === 0 ? persons : persons.filter((person) => !isSupplierEntry(person, gone));
  const listed = new Set(
    kept.flatMap((person) =>
      person.role === 'SUPPLIER' && typeof person.personRegistration === 'string'
        ? [person.personRegistration]
        : [],
    ),
  );
  const added = [...now]
    .filter((registration) => !listed.has(registration))
    .map((registration) => ({ role: 'SUPPLIER', personRegistration: registration }));
  if (added.length === 0) return kept;
  return [...kept, ...added];
}
