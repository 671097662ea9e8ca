import { personEntity } from '../person/person.entity.ts';

type Data = Readonly<Record<string, unknown>>;

/** The person gets a registration and a status of its own. */
const notCarried = new Set(['registration', 'status']);
/** Per-field display flags (business-areas.md §3) go with their fields. */
const displayFlag = /^props_[A-Za-z0-9]+$/;

/**
 * The person a prospect becomes: every field the two share, and the prospect it came from. A
 * professional's registration number is its company number, the prospect's first registration;
 * without one the person's own checks refuse it, as they would any professional.
 * @example personFromProspect({ registration: 'PSP00000001', type: 'I', lastName: 'Hopper' })
 *   // { type: 'I', lastName: 'Hopper', prospectRegistration: 'PSP00000001' }
 */
export function personFromProspect(prospect: Data): Record<string, unknown> {
  const person: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(prospect)) {
    const shared = (field in personEntity.fields && !notCarried.has(field)) || displayFlag.test(field);
    if (shared && value !== undefined && value !== null) person[field] = value;
  }
  if (prospect.type === 'P') {
    const companyNumber = firstRegistration(prospect.registrations);
    if (companyNumber) person.registration = companyNumber;
  }
  person.prospectRegistration = prospect.registration;
  return person;
}

function firstRegistration(registrations: unknown): string | undefined {
  if (!Array.isArray(registrations)) return undefined;
  const [first] = registrations as { registration?: unknown }[];
  return typeof first?.registration === 'string' && first.registration.trim() !== ''
    ? first.registration
    : undefined;
}
