/** Formats of the specification (foundation.md §5): IBAN, ids, contacts, dates, addresses, amounts, locales. */

// Addresses
export { type Address, type AddressLines, defaultAddressType } from './address/address.ts';
export { addressToString } from './address/address-to-string.ts';
export { mainAddress, normalizeAddress } from './address/normalize-address.ts';
export { parseAddress } from './address/parse-address.ts';
// Contact formats
export { formatPhone, joinPhone, normalizePhone } from './contact/format-phone.ts';
export { isValidEmail } from './contact/is-valid-email.ts';
export { isValidPhone } from './contact/is-valid-phone.ts';
export { isValidUrl } from './contact/is-valid-url.ts';
export { isValidUsername } from './contact/is-valid-username.ts';
export { isValidUuid } from './contact/is-valid-uuid.ts';
export { emailFromPaste, validEmails } from './contact/parse-emails.ts';
export { type PhoneOptions, parsePhone } from './contact/parse-phone.ts';
// Dates and periods
export { birthDateParts, birthDatePickerYear, birthDateTimeZone, toBirthDate } from './dates/birth-date.ts';
export { addDays, addMonths, type CalendarDate, utcDate } from './dates/calendar-date.ts';
export { type FormatDateOptions, formatDate, formatDateTime } from './dates/format-date.ts';
export {
  isValidDateString,
  type ParseDateOptions,
  parseDateString,
  tryParseDateString,
} from './dates/parse-date-string.ts';
export {
  type Period,
  type PeriodUnit,
  parsePeriod,
  periodToSeconds,
  periodUnits,
} from './dates/parse-period.ts';
export { parseRelativeDate, type RelativeDateOptions } from './dates/parse-relative-date.ts';
export {
  calendarDateIn,
  instantIn,
  midnightIn,
  type WallClock,
  wallClockIn,
} from './dates/time-zone-date.ts';
export { toDateOnly } from './dates/to-date-only.ts';
// IBAN and bank ids
export { formatIban } from './iban/format-iban.ts';
export { ibanLength } from './iban/iban-length.ts';
export { isValidIban } from './iban/is-valid-iban.ts';
export { isValidRib, ribLengths } from './iban/is-valid-rib.ts';
export { normalizeIban } from './iban/normalize-iban.ts';
// Person and company ids
export {
  checkEuVatNumber,
  type EuVatNumberCheck,
  frenchVatKey,
  type VatNumberFault,
} from './ids/check-eu-vat-number.ts';
export {
  compileFormatPattern,
  type FormatPattern,
  formatPatternError,
} from './ids/compile-format-pattern.ts';
export { formatCompanyNumber, formatVatNumber, normalizeRegistration } from './ids/format-registration.ts';
export { isValidCif } from './ids/is-valid-cif.ts';
export { isValidDni } from './ids/is-valid-dni.ts';
export { isValidNie } from './ids/is-valid-nie.ts';
export { isValidSiren, isValidSiret } from './ids/is-valid-siren.ts';
export { isValidSpanishId } from './ids/is-valid-spanish-id.ts';
export {
  isValidSepaCreditorIdentifier,
  normalizeSepaCreditorIdentifier,
} from './ids/sepa-creditor-identifier.ts';
export { validateCustomFormat } from './ids/validate-custom-format.ts';
export { type RegistrationRule, validateRegistration } from './ids/validate-registration.ts';
export { isVatRegistrationType, validateVatNumber } from './ids/validate-vat-number.ts';
// Locales
export { intlLocale } from './locales/intl-locale.ts';
export {
  type DateFormat,
  defaultLocale,
  defaultLocaleInfo,
  type LocaleInfo,
  locales,
  type WeekDay,
} from './locales/locales.ts';
export { defaultLocaleFrom, findLocale, localeInfo } from './locales/resolve-locale.ts';
// Numbers and money
export { type AmountInWordsOptions, amountInWords } from './numbers/amount-in-words.ts';
export { amountWordsLanguages } from './numbers/amount-words-languages.ts';
export {
  type Currency,
  currencies,
  currencyDecimals,
  defaultCurrency,
  isoCurrencyCode,
} from './numbers/currencies.ts';
export { type FormatAmountOptions, formatAmount } from './numbers/format-amount.ts';
export { type FormatNumberOptions, formatNumber } from './numbers/format-number.ts';
export { type FormatPercentageOptions, formatPercentage } from './numbers/format-percentage.ts';
export { compareSizes, formatSize, parseSize, type SizeUnit, sizeUnits } from './numbers/format-size.ts';
export { type NumberSymbols, numberSymbols } from './numbers/number-symbols.ts';
export { type ParseNumberOptions, parseInteger, parseNumber } from './numbers/parse-number.ts';
export { parseCellPercentage, parsePercentage } from './numbers/parse-percentage.ts';
export { toFixedDecimal } from './numbers/to-fixed-decimal.ts';
// Text and field defaults
export {
  fieldDefaults,
  paymentPeriodDays,
  pdfImageExtensions,
  pdfSourceExtensions,
  periodsPerYear,
  timeOfDayChoices,
} from './text/field-defaults.ts';
export { foldText, matchesSearchWords } from './text/matches-search-words.ts';
export { toSearchRegex } from './text/to-search-regex.ts';
export { truncateBadge, truncateText, truncationLengths } from './text/truncate-text.ts';
