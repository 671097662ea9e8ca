import { dayInMonth } from './demo-calendar.ts';
import type { DemoCast } from './demo-people.ts';
import type { SeededRandom } from './random.ts';

type Body = Record<string, unknown>;

/**
 * Each dealer's agreement with the lessor, in the status the cast gives it: the dealers of the
 * contracts work under an active one, signed before the oldest contract could start. The trigram
 * is made of the dealer's name.
 */
export function demoAgreements(random: SeededRandom, cast: DemoCast, today: string): Body[] {
  const used = new Set<string>();
  return cast.dealers.map(({ person, agreementStatus }) => {
    const startDate =
      agreementStatus === 'DRAFT' ? dayInMonth(today, 1, 1) : `${random.integer(2012, 2015)}-01-01`;
    const organization = cast.headOffice
      ? { organization: { registration: cast.headOffice.registration, name: cast.headOffice.name } }
      : {};
    return {
      name: `Dealer agreement – ${person.name}`,
      type: 'DEALER',
      status: agreementStatus,
      partnerRegistration: person.registration,
      startDate,
      ...(agreementStatus === 'TERMINATED' ? { endDate: dayInMonth(today, -random.integer(2, 12), 28) } : {}),
      trigram: trigramOf(person.name, used),
      description: `Introduces and supplies the assets its clients lease, under the lessor's dealer terms.`,
      ...organization,
    };
  });
}

/** Three letters of a name, not yet taken: `Garage du Rhône SAS` gives GDR. */
function trigramOf(name: string, used: Set<string>): string {
  const letters = name
    .normalize('NFD')
    .replace(/[^A-Za-z ]/g, '')
    .toUpperCase();
  const initials = letters
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .join('');
  const candidates = [initials.slice(0, 3), ...(letters.replace(/ /g, '').match(/.{3}/g) ?? [])];
  const trigram = candidates.find((candidate) => candidate.length === 3 && !used.has(candidate)) ?? 'XXX';
  used.add(trigram);
  return trigram;
}
