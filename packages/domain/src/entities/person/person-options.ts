import type { FieldOption } from '../../fields/field-definition.ts';

/** Person types of business-areas.md §3. */
export const personTypes = [
  { value: 'C', label: 'Company' },
  { value: 'E', label: 'Employee' },
  { value: 'I', label: 'Individual' },
  { value: 'O', label: 'Organization' },
  { value: 'P', label: 'Professional' },
] as const satisfies readonly FieldOption[];

export type PersonType = (typeof personTypes)[number]['value'];

/** Types that are natural persons: they have a first and last name, a birth, a family. */
export const naturalPersonTypes = ['E', 'I', 'P'] as const;
/** Types that are legal entities: they have a name and company data. */
export const legalPersonTypes = ['C', 'O'] as const;

/** The 14 person roles of business-areas.md §3, labelled from their code. */
export const personRoles = [
  'CLIENT',
  'PARTNER',
  'PAYER',
  'PAYEE',
  'SUPPLIER',
  'SALES',
  'BUSINESSUNIT',
  'AGENCY',
  'OWNER',
  'TRANSPORTER',
  'TENANT',
  'ORGAREGISTRATION',
  'FUNDORGAREGISTRATION',
  'PERSON',
].map((role) => ({ value: role, label: role.charAt(0) + role.slice(1).toLowerCase() }));

export const titles = [
  { value: 'MR', label: 'Mr' },
  { value: 'MRS', label: 'Mrs' },
  { value: 'MS', label: 'Ms' },
  { value: 'DR', label: 'Dr' },
] as const satisfies readonly FieldOption[];

export const addressTypes = [
  { value: 'MAIN', label: 'Main' },
  { value: 'BILLING', label: 'Billing' },
  { value: 'DELIVERY', label: 'Delivery' },
  { value: 'HOME', label: 'Home' },
] as const satisfies readonly FieldOption[];

export const languages = [
  { value: 'fr', label: 'French' },
  { value: 'en', label: 'English' },
  { value: 'de', label: 'German' },
  { value: 'es', label: 'Spanish' },
  { value: 'it', label: 'Italian' },
  { value: 'nl', label: 'Dutch' },
  { value: 'ar', label: 'Arabic' },
] as const satisfies readonly FieldOption[];

export const personStatuses = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'INACTIVE', label: 'Inactive' },
  { value: 'BLOCKED', label: 'Blocked' },
] as const satisfies readonly FieldOption[];

/** Company sizes in the European Commission's SME definition (Recommendation 2003/361/EC). */
export const companySizes = [
  { value: 'MICRO', label: 'Micro enterprise' },
  { value: 'SMALL', label: 'Small enterprise' },
  { value: 'MEDIUM', label: 'Medium-sized enterprise' },
  { value: 'LARGE', label: 'Large enterprise' },
] as const satisfies readonly FieldOption[];

export const accountingStandards = [
  { value: 'LOCAL_GAAP', label: 'Local GAAP' },
  { value: 'IFRS', label: 'IFRS' },
] as const satisfies readonly FieldOption[];

/** Insolvency proceedings a company may be under (French "procédures collectives" and their like). */
export const legalProceedingsStatuses = [
  { value: 'NONE', label: 'No proceedings' },
  { value: 'SAFEGUARD', label: 'Safeguard' },
  { value: 'RECEIVERSHIP', label: 'Receivership' },
  { value: 'LIQUIDATION', label: 'Liquidation' },
] as const satisfies readonly FieldOption[];

/** Whether a company still trades, as its registry says (the lookup's ?administrativeStatus=ACTIVE). */
export const administrativeStatuses = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'CEASED', label: 'Ceased' },
] as const satisfies readonly FieldOption[];

/** How a client's instalments may be collected: the invoice's payment modes. */
export const collectionMethods = [
  { value: 'TRANSFER', label: 'Transfer' },
  { value: 'DIRECT_DEBIT', label: 'Direct debit' },
  { value: 'CHEQUE', label: 'Cheque' },
  { value: 'CARD', label: 'Card' },
] as const satisfies readonly FieldOption[];

/** A SEPA mandate is signed for one collection or for recurrent ones (ISO 20022 codes). */
export const mandateTypes = [
  { value: 'OOFF', label: 'One-off' },
  { value: 'RCUR', label: 'Recurrent' },
] as const satisfies readonly FieldOption[];

export const mandateStatuses = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'SUSPENDED', label: 'Suspended' },
  { value: 'REVOKED', label: 'Revoked' },
  { value: 'EXPIRED', label: 'Expired' },
] as const satisfies readonly FieldOption[];

/** The sequence of the next collection: the first of a mandate, a recurring one after it, or its last. */
export const mandateSequences = [
  { value: 'FRST', label: 'First' },
  { value: 'RCUR', label: 'Recurring' },
  { value: 'FNAL', label: 'Final' },
] as const satisfies readonly FieldOption[];
