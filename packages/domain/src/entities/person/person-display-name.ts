import { naturalPersonTypes } from './person-options.ts';

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

/**
 * A person as saved: a natural person's name is derived from first and last name, so that lists,
 * searches and pickers find it by the name people use; an organisation keeps the name it was given.
 */
export function withDerivedPersonName<T extends Readonly<Record<string, unknown>>>(person: T): T {
  if (!(naturalPersonTypes as readonly unknown[]).includes(person.type)) return person;
  const name = personDisplayName({ firstName: person.firstName, lastName: person.lastName });
  return { ...person, name: name === '' ? undefined : name };
}
