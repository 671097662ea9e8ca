/**
 * The person display name: name, else first and last name joined with a space (business-areas.md §5).
 * @example personDisplayName({ firstName: 'Ada', lastName: 'Lovelace' }) // 'Ada Lovelace'
 */
export function personDisplayName(person: {
  name?: unknown;
  firstName?: unknown;
  lastName?: unknown;
}): string {
  if (typeof person.name === 'string' && person.name.trim() !== '') return person.name.trim();
  return [person.firstName, person.lastName]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ');
}
