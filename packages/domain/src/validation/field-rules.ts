import type { CountryCode } from 'libphonenumber-js/max';
import type { FieldOption, IdentifierKind, RateKind } from '../fields/field-definition.ts';
import type { RateRanges } from './rate-ranges.ts';

/**
 * What a validator reads of a field. A `FieldDefinition` is one; a form can add the file and select
 * settings that the entity declarations do not carry.
 */
export interface FieldRules {
  type: string;
  label?: string;
  mandatory?: boolean;
  /** Length for texts, value for numbers, date (ISO text or Date) for dates. */
  min?: number | string | Date;
  max?: number | string | Date;
  options?: readonly FieldOption[];
  multiple?: boolean;
  /** A select that accepts values outside its options. */
  creatable?: boolean;
  /** A file's size limit: a number of megabytes or a size such as '500 KB'. */
  maxSize?: number | string;
  /** Accepted file extensions, without the dot. */
  extensions?: readonly string[];
  /** An identifier with its own check (a SEPA creditor identifier). */
  identifier?: IdentifierKind;
  /** A custom format, as a regular expression. */
  pattern?: string;
  /** A percentage that is a rate of this kind, held to the context's `rateRanges`. */
  rateKind?: RateKind;
}

/** What a validator reads of where it runs. */
export interface ValidationContext {
  locale?: string;
  /** The zone date-times are typed in and shown in; the browser's unless told. */
  timeZone?: string;
  /** The user's tenant: usernames end with @{tenant}. */
  tenant?: string;
  /** Tenant setting: skips the IBAN check. */
  bypassIbanCheck?: boolean;
  /** Country of phone numbers typed without a calling code; France unless told. */
  defaultCountry?: CountryCode;
  /**
   * The tenant's plausible rates: a rate field outside its kind's range is refused
   * (`RATE_OUT_OF_RANGE`). The server always sets them; without them no rate is held to a range.
   */
  rateRanges?: RateRanges;
}

/** A field's label in messages, 'Field' when it has none. */
export function labelOf(field: Pick<FieldRules, 'label'>): string {
  return field.label || 'Field';
}
