/** The field types of the specification (foundation.md §3), plus `object` and `list` for nested data. */
export const fieldTypes = [
  'text',
  'password',
  'textarea',
  'number',
  'integer',
  'percentage',
  'currency',
  'date',
  'datetime',
  'email',
  'emails',
  'username',
  'phone',
  'iban',
  'checkbox',
  'radio',
  'switch',
  'file',
  'files',
  'select',
  'address',
  'markdown',
  'slider',
  'color',
  'grid select',
  'object',
  'list',
] as const;

export type FieldType = (typeof fieldTypes)[number];

/** A condition on another field of the same record, kept as data so layouts stay serialisable. */
export interface FieldCondition {
  field: string;
  in: readonly string[];
}

/**
 * What a percentage field's rate is, for the plausible range the server holds it to (an interest
 * rate: -5 % to 50 % unless the tenant configures its own, `rateRanges` in tenant-config).
 */
export type RateKind = 'interest';

/** Identifiers a text field may be declared to hold, each checked by its own rule. */
export type IdentifierKind = 'sepaCreditorIdentifier';

export interface FieldOption {
  value: string;
  label: string;
  /** The country the value belongs to (a legal form): offered only where that country applies. */
  country?: string;
}

export interface FieldDefinition {
  type: FieldType;
  label: string;
  mandatory?: boolean;
  /** Mandatory only when another field holds one of the values (e.g. lastName for individuals). */
  mandatoryWhen?: FieldCondition;
  /** Shown on forms only when another field holds one of the values. */
  visibleWhen?: FieldCondition;
  /**
   * A registration number, checked by the registration type the named field beside it holds
   * (SIR a SIREN or SIRET, NIF and CIF Spanish ids, EVA and EV-... VAT numbers).
   */
  registrationTypeField?: string;
  /** A text holding an identifier with its own check (a SEPA creditor identifier). */
  identifier?: IdentifierKind;
  /** Name of the reference list the values come from (e.g. `addressType`). */
  list?: string;
  /** Values offered until the reference lists are served; also the values seeded in them. */
  options?: readonly FieldOption[];
  /**
   * Paths in the record (`company.registrationCountry`, `addresses[0].country`) whose first filled
   * value is the country whose options a form offers, with those of no country.
   */
  countryFrom?: readonly string[];
  multiple?: boolean;
  min?: number;
  max?: number;
  default?: string | number | boolean;
  /** A file's size limit: a number of megabytes or a size such as '500 KB'. */
  maxSize?: number | string;
  /** The file extensions a file field accepts, without the dot. */
  extensions?: readonly string[];
  /** A percentage that is a rate of this kind: refused on write outside the tenant's plausible range. */
  rateKind?: RateKind;
  /** Set by the server; never accepted in a body. */
  readOnly?: boolean;
  /**
   * The entity whose record this field names, by registration or id (`Person` for a
   * `clientRegistration`): the server refuses a record the tenant does not have, and a record
   * still named cannot be deleted. Read it through `referenceFieldsOf(entity)`.
   */
  references?: string;
  /**
   * For a field naming a person: the roles of which the person chosen holds at least one
   * (business-areas.md §5: an agreement's partner is a PARTNER, BUSINESSUNIT or AGENCY). Pickers
   * and searches offer only those persons; a write is not held to it.
   */
  roles?: readonly string[];
  /** For a field naming a person: roles the person chosen may not hold (a payer is no SALES). */
  excludedRoles?: readonly string[];
  /**
   * For a field naming a person: the person types offered (business-areas.md §5: type O is an
   * organisation, the branch a contract is booked in). Like roles, a filter of pickers only.
   */
  personTypes?: readonly string[];
  /** Sub-fields of an `object`, or of each item of a `list`. */
  fields?: Readonly<Record<string, FieldDefinition>>;
}
