import { dashed } from './names.ts';

/** Registration fields that name a person, whatever the role (`clientRegistration`, `payerRegistration`). */
const personReferences = new Set([
  'person',
  'client',
  'partner',
  'payer',
  'payee',
  'supplier',
  'owner',
  'sales',
  'transporter',
  'orga',
  'clientOwner',
]);

/** Reference fields whose name is not the dashed route of the entity they name. */
const renamedReferences: Readonly<Record<string, string>> = {
  creditline: 'credit-line',
  operation: 'private-equity-operation',
};

/** Registration fields that name no single entity (a document's `entityRegistration`). */
const untypedReferences = new Set(['entity']);

/**
 * The client route a `{x}Registration` field links to (business-areas.md §2, link templates).
 * @example referenceRoute('contractRegistration') // 'contract'
 * @example referenceRoute('payerRegistration') // 'person'
 */
export function referenceRoute(field: string): string | undefined {
  const subject = /^(.+)Registration$/.exec(field)?.[1];
  if (!subject || untypedReferences.has(subject)) return undefined;
  if (personReferences.has(subject)) return 'person';
  return renamedReferences[subject] ?? dashed(subject);
}

/** The person roles a reference field names (business-areas.md §5: person searches by role). */
const rolesOfReference: Readonly<Record<string, readonly string[]>> = {
  client: ['CLIENT'],
  // An agreement's partner may be a partner, a business unit or an agency.
  partner: ['PARTNER', 'BUSINESSUNIT', 'AGENCY'],
  supplier: ['SUPPLIER'],
  owner: ['OWNER'],
  transporter: ['TRANSPORTER'],
  sales: ['SALES'],
};

/**
 * The roles a person must hold to be chosen for a reference field, when the field says.
 * @example referenceRoles('partnerRegistration') // ['PARTNER', 'BUSINESSUNIT', 'AGENCY']
 */
export function referenceRoles(field: string): readonly string[] | undefined {
  const subject = /^(.+)Registration$/.exec(field)?.[1];
  return subject ? rolesOfReference[subject] : undefined;
}
