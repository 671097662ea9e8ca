import { isValidEmail } from '../formats/contact/is-valid-email.ts';

interface PersonLike {
  type?: unknown;
  name?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The name a bank account takes when its IBAN is entered with no name (business-areas.md §5): the
 * organisation name for a company, first and last name for an individual; undefined otherwise.
 * @example defaultBankAccountName({ type: 'I', firstName: 'Ada', lastName: 'Lovelace' }) // 'Ada Lovelace'
 */
export function defaultBankAccountName(person: PersonLike): string | undefined {
  const name =
    person.type === 'C'
      ? text(person.name)
      : person.type === 'I'
        ? `${text(person.firstName)} ${text(person.lastName)}`.trim()
        : '';
  return name === '' ? undefined : name;
}

/**
 * The address types used more than once; with the uniqueAddressPerType setting, saving waits until
 * there are none (business-areas.md §5).
 * @example repeatedAddressTypes([{ type: 'MAIN' }, { type: 'BILLING' }, { type: 'MAIN' }]) // ['MAIN']
 */
export function repeatedAddressTypes(addresses: readonly { type?: unknown }[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { type } of addresses) {
    if (typeof type !== 'string' || type === '') continue;
    if (seen.has(type)) repeated.add(type);
    seen.add(type);
  }
  return [...repeated];
}

/**
 * The person's e-mail after a username is chosen: a username that is an e-mail fills an empty
 * e-mail, and never replaces one (business-areas.md §5).
 * @example emailAfterUsername({ email: '' }, 'ada@example.com') // 'ada@example.com'
 */
export function emailAfterUsername(person: PersonLike, username: string): string | undefined {
  const current = text(person.email);
  if (current !== '') return current;
  return isValidEmail(username) ? username.trim() : undefined;
}

type Registration = Readonly<Record<string, unknown>>;

/** The types whose registration the server numbers itself (foundation.md §9). */
const automaticType = 'AUT';
/** A SIREN is the registry's number, never one a tenant numbers itself. */
const registryType = 'SIR';

/**
 * A person's registrations after its registration number is typed (business-areas.md §5): a number
 * that starts with three letters (its trigram: SIR552100554, EVAFR40303265045) gives them as the
 * type of the first registration, which holds the rest of the number when there was none. A first
 * registration that is automatic (AUT) keeps its type and takes the whole number, trigram included,
 * unless the trigram is SIR. Undefined when the number has no trigram: the registrations stay.
 * @example registrationsAfterRegistration('SIR552100554', []) // [{ type: 'SIR', registration: '552100554' }]
 * @example registrationsAfterRegistration('ABC00000012', [{ type: 'AUT', registration: '' }]) // [{ type: 'AUT', registration: 'ABC00000012' }]
 */
export function registrationsAfterRegistration(
  registration: string,
  registrations: unknown,
): Registration[] | undefined {
  const trigram = /^[A-Za-z]{3}/.exec(registration.trim())?.[0].toUpperCase();
  if (!trigram) return undefined;
  const list: Registration[] = Array.isArray(registrations) ? registrations : [];
  const [first, ...rest] = list;
  const number = registration.trim().slice(3).trim();
  if (!first) return number === '' ? undefined : [{ type: trigram, registration: number }];
  if (first.type === automaticType)
    return trigram === registryType ? undefined : [{ ...first, registration: registration.trim() }, ...rest];
  return [{ ...first, type: trigram }, ...rest];
}
