import type { EntityRecord } from '@lessor/domain/api';

/** A person as a printed document names it: its name, registration and main address. */
export interface PrintedParty {
  registration: string;
  name: string;
  address?: string;
}

/** The printed identity of a person record: a company by its name, an individual by first and last name. */
export function printedParty(person: EntityRecord): PrintedParty {
  const name =
    typeof person.name === 'string' && person.name !== ''
      ? person.name
      : [person.firstName, person.lastName]
          .filter((part) => typeof part === 'string' && part !== '')
          .join(' ');
  const addresses = Array.isArray(person.addresses) ? (person.addresses as Record<string, unknown>[]) : [];
  const main = addresses.find((address) => address.type === 'MAIN') ?? addresses[0];
  const address = main ? addressLineOf(main) : '';
  return { registration: String(person.registration ?? ''), name, ...(address ? { address } : {}) };
}

function addressLineOf(address: Record<string, unknown>): string {
  if (typeof address.addressLine === 'string' && address.addressLine !== '') return address.addressLine;
  return [address.address1, address.address2, address.zipcode, address.city]
    .filter((part) => typeof part === 'string' && part !== '')
    .join(' ');
}

/** How a document names a party: its name, then its registration. */
export const partyLabel = (party: PrintedParty | undefined): string =>
  party ? `${party.name} (${party.registration})` : '';
