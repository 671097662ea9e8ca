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
