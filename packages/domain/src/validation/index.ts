/** Validation of fields and records with the specification's messages (foundation.md §5). */

// Form field validation, one validator per field type (foundation.md §5)
export {
  type AddressLookupProviderKind,
  type AddressLookupSetting,
  addressLookupSettingFault,
  addressLookupSettingOf,
} from './address-lookup-settings.ts';
export {
  type CatalogProviderKind,
  type CatalogSetting,
  type CatalogSettings,
  catalogSettingsFault,
  catalogSettingsOf,
} from './catalog-settings.ts';
export { type FieldRules, labelOf, type ValidationContext } from './field-rules.ts';
export {
  type MailPurpose,
  type MailTemplate,
  mailTemplatePlaceholders,
  mailTemplatesFault,
  placeholdersOf,
} from './mail-template-settings.ts';
export { forceCase, normalizeFieldValue } from './normalize-field-value.ts';
export { normalizeRecord } from './normalize-record.ts';
export {
  defaultBankAccountName,
  emailAfterUsername,
  registrationsAfterRegistration,
  repeatedAddressTypes,
} from './person-rules.ts';
export {
  defaultRateRanges,
  type RateRange,
  type RateRanges,
  rateRangesFault,
  rateRangesOf,
} from './rate-ranges.ts';
export { headerFieldReader, readSheetCell, readTextCell } from './read-cell.ts';
export {
  type RegistrationLookupProvider,
  registrationLookupProviderOf,
  registrationLookupSettingFault,
} from './registration-lookup-settings.ts';
export { validateIban, validateSpanishId } from './validate-bank-and-ids.ts';
export {
  validateEmail,
  validateEmails,
  validatePhone,
  validateUsername,
} from './validate-contact.ts';
export { validateDate } from './validate-date.ts';
export { fieldValidators, validateField } from './validate-field.ts';
export {
  type BrokenFileRule,
  brokenFileRule,
  extensionOf,
  type FileLike,
  fileRuleMessage,
  validateFile,
  validateFiles,
} from './validate-file.ts';
export { validateMandatory } from './validate-mandatory.ts';
export { validateInteger, validateNumber, validatePercentage } from './validate-number.ts';
export { type PartnerRule, validatePartnerRule } from './validate-partner-rule.ts';
export { validateRecord } from './validate-record.ts';
export { validateRegistrationLink } from './validate-registration-link.ts';
export { selectDisplayValue, validateSelect } from './validate-select.ts';
export { validateTextLength } from './validate-text-length.ts';
export { validateWithSiblings } from './validate-with-siblings.ts';
