import type { FieldDefinition } from '../../fields/field-definition.ts';
import { currencies } from '../../formats/numbers/currencies.ts';
import { toOption } from '../define-entity.ts';

type Extra = Partial<Omit<FieldDefinition, 'type' | 'label'>>;

/** Builders for the field shapes the catalogue repeats, so each declaration reads as a list of fields. */
export const text = (label: string, extra: Extra = {}): FieldDefinition => ({
  type: 'text',
  label,
  ...extra,
});
export const longText = (label: string): FieldDefinition => ({ type: 'textarea', label });
export const amount = (label: string, extra: Extra = {}): FieldDefinition => ({
  type: 'currency',
  label,
  ...extra,
});
export const rate = (label: string): FieldDefinition => ({ type: 'percentage', label });
/** An interest rate, held to the tenant's plausible range of interest rates on every write. */
export const interestRate = (label: string): FieldDefinition => ({
  type: 'percentage',
  label,
  rateKind: 'interest',
});
export const count = (label: string, extra: Extra = {}): FieldDefinition => ({
  type: 'integer',
  label,
  min: 0,
  ...extra,
});
export const decimal = (label: string): FieldDefinition => ({ type: 'number', label });
export const date = (label: string): FieldDefinition => ({ type: 'date', label });
export const dateTime = (label: string): FieldDefinition => ({ type: 'datetime', label });
export const flag = (label: string): FieldDefinition => ({ type: 'checkbox', label });
export const email = (label = 'Email'): FieldDefinition => ({ type: 'email', label });
export const phone = (label = 'Phone'): FieldDefinition => ({ type: 'phone', label });

/** A select whose values come from the named reference list, with default values when given. */
export function choice(label: string, list: string, values?: readonly string[]): FieldDefinition {
  return { type: 'select', label, list, ...(values ? { options: values.map(toOption) } : {}) };
}

/**
 * The registration (or id) of a record of the entity named: `link('Client', 'Person')`. Forms pick
 * it among that entity's records; for a person, `roles` and `excludedRoles` narrow the persons
 * offered: `link('Payer', 'Person', { excludedRoles: ['SALES'] })`.
 */
export const link = (label: string, target: string, options: Extra = {}): FieldDefinition => ({
  type: 'text',
  label,
  references: target,
  ...options,
});

/**
 * The registration of a record of whichever entity the record's `entityName` says (a document's,
 * a note's): no single entity, so nothing checks that the record exists.
 */
export const anyRecordLink = (label: string): FieldDefinition => ({ type: 'text', label });

export const currency = (): FieldDefinition => ({
  type: 'select',
  label: 'Currency',
  list: 'currency',
  options: currencies.map((code) => ({ value: code, label: code })),
});

/** The internal and external references every business record may carry (business-areas.md §3). */
export const references = {
  internalReference: text('Internal reference'),
  externalReference: text('External reference'),
} satisfies Record<string, FieldDefinition>;

/** `organization.name` of business-areas.md §3: the organisation the record belongs to. */
/**
 * The organisation a record is booked in: a person of type O (business-areas.md §5), named by its
 * registration with its name beside it, which lists show (`organization.name`).
 */
export const organization = (): FieldDefinition => ({
  type: 'object',
  label: 'Organization',
  fields: {
    registration: link('Organization', 'Person', { personTypes: ['O'] }),
    name: text('Name'),
  },
});

/**
 * Persons linked by role (CLIENT, PARTNER, PAYER, ...), each by registration; `excludedRoles` keeps
 * persons holding those roles out of the picker (business-areas.md §5: an invoice's persons are no SALES).
 */
export function persons(
  roles: readonly string[],
  options: Pick<FieldDefinition, 'excludedRoles'> = {},
): FieldDefinition {
  return {
    type: 'list',
    label: 'Persons',
    fields: {
      role: choice('Role', 'personRole', roles),
      personRegistration: link('Person', 'Person', { mandatory: true, ...options }),
      name: text('Name'),
    },
  };
}

/**
 * Asset lines of a contract, deal or credit line (business-areas.md §3, asset line on a contract);
 * their prices follow the rules of `asset-lines/derive-asset-lines.ts`.
 */
export const assetLines = (): FieldDefinition => ({
  type: 'list',
  label: 'Assets',
  fields: {
    assetRegistration: link('Asset', 'Asset', { mandatory: true }),
    name: text('Name'),
    // The asset's supplier, a SUPPLIER of the file while a line names it (asset-lines/line-suppliers.ts).
    supplierRegistration: link('Supplier', 'Person', { roles: ['SUPPLIER'] }),
    isFinanced: flag('Financed'),
    isPartExchange: flag('Part exchange'),
    // A code of the tenant's Tax records, else of the rent tax codes (tax/tax-rate-of-code.ts).
    taxCode: text('Tax code'),
    quantity: count('Quantity'),
    discount: rate('Discount'),
    currency: currency(),
    unitPrice: amount('Unit price'),
    sourcePrice: amount('Source price'),
    priceExclTax: amount('Price excl. tax'),
    priceInclTax: amount('Price incl. tax'),
  },
});

/** Financing offers: the first one is the current quotation of a contract, deal or credit line. */
export const quotations = (): FieldDefinition => ({
  type: 'list',
  label: 'Quotations',
  fields: { ...financingTerms(), assetMarginRate: rate('Asset margin rate') },
});

/** The terms of a financing offer, on a quotation record and on each quotation of a file. */
export const financingTerms = () => ({
  financialProduct: text('Financial product'),
  financedAmountExclTax: amount('Financed amount excl. tax'),
  duration: count('Duration (months)', { max: 600 }),
  frequency: choice('Frequency', 'frequency', ['MONTHLY', 'QUARTERLY', 'SEMIANNUAL', 'ANNUAL']),
  rate: interestRate('Rate'),
  firstPayment: amount('First payment'),
  residualValue: amount('Residual value'),
  startDate: date('Start date'),
});
