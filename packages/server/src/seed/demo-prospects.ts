import { demoPersons } from './demo-persons.ts';
import { SeededRandom } from './random.ts';

type Body = Record<string, unknown>;

const sources = ['Website', 'Trade fair', 'Dealer referral', 'Phone enquiry'] as const;
const statuses = ['NEW', 'NEW', 'CONTACTED', 'CONTACTED', 'QUALIFIED', 'LOST'] as const;

/**
 * Prospects: individuals, professionals and companies not yet clients, with how the lessor met
 * them, in a person's shape (an address among the addresses, a professional's contact). Made like
 * the demo's persons, from another seed, so they are other people.
 */
export function demoProspects(count: number, seed: number): Body[] {
  const random = new SeededRandom(seed);
  return demoPersons(count, seed + 7).map((person) => {
    const natural = person.type !== 'C' && person.type !== 'O';
    const address = (person.addresses as Body[] | undefined)?.[0];
    return {
      type: person.type,
      name: natural ? `${String(person.firstName)} ${String(person.lastName)}` : person.name,
      status: random.pick(statuses),
      ...(natural
        ? {
            firstName: person.firstName,
            lastName: person.lastName,
            birthDate: person.birthDate,
            nationality: 'FR',
            mobile: person.mobile,
            ...(person.contacts ? { contacts: person.contacts } : {}),
          }
        : { legalForm: person.legalForm, phone: person.phone, activityCode: activityOf(person) }),
      email: person.email,
      ...(address ? { addresses: [address] } : {}),
      source: random.pick(sources),
    };
  });
}

function activityOf(person: Body): string | undefined {
  const company = person.company as Body | undefined;
  return typeof company?.naceCode === 'string' ? company.naceCode : undefined;
}
