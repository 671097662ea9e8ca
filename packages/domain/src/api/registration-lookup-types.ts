/**
 * The company registration lookup of the person form (foundation.md §7, business-areas.md §7):
 * `POST /api/external/pivot/person-registration/{type}` with the typed value answers the companies
 * a registry knows, each with the person fields its choice fills.
 */

/** What can be looked up: SIR (a SIREN, a SIRET or words of the name) or EVA (an EU VAT number). */
export const registrationLookupTypes = ['SIR', 'EVA'] as const;
export type RegistrationLookupType = (typeof registrationLookupTypes)[number];

export const registrationLookupPath = (type: string): string =>
  `/api/external/pivot/person-registration/${encodeURIComponent(type)}`;

/** The body the person form sends; `?administrativeStatus=ACTIVE` hides ceased companies. */
export interface RegistrationLookupRequest {
  value: string;
  personType?: string;
  withDetails?: boolean;
}

/** An address of the person, in the Person entity's names. */
export interface RegistrationAddress {
  type: 'MAIN';
  addressLine: string;
  address1?: string;
  zipcode?: string;
  city?: string;
  country: string;
}

/**
 * The person fields a match fills, named as business-areas.md §3 names them: a field the Person
 * declaration does not have yet is left out by the form, and filled once it exists.
 */
export interface RegistrationPersonFields {
  registration: string;
  name: string;
  legalForm?: string;
  activityCode?: string;
  registrations?: { type: string; registration: string }[];
  addresses?: RegistrationAddress[];
  company?: {
    creationDate?: string;
    registrationCountry?: string;
    naceCode?: string;
    administrativeStatus?: 'ACTIVE' | 'CEASED';
  };
}

/** One company the registry knows. */
export interface RegistrationMatch {
  /** The registry's own id (a SIREN). */
  id: string;
  /** What the suggestion shows: name, registration and town. */
  label: string;
  ceased: boolean;
  person: RegistrationPersonFields;
}

/** The built-in check of an EU VAT number: its country and whether its check digits hold. */
export interface VatNumberCheck {
  countryCode: string;
  vatNumber: string;
  valid: boolean;
}

export interface RegistrationLookupAnswer {
  /** Which provider answered: the French registry, or none for a tenant without one. */
  source: 'french-registry' | 'none';
  matches: RegistrationMatch[];
  /** For an EVA lookup: the built-in check of the number typed. */
  vatCheck?: VatNumberCheck;
}
