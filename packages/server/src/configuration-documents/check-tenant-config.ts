import { LessorError } from '@lessor/domain/errors';
import {
  addressLookupSettingFault,
  catalogSettingsFault,
  mailTemplatesFault,
  rateRangesFault,
  registrationLookupSettingFault,
} from '@lessor/domain/validation';

/**
 * Checks the parts of a tenant-config document the engines read before it is saved: its
 * `rateRanges` (`{ "interest": { "min": -0.05, "max": 0.5 } }`, fractions, min ≤ max) and its
 * `catalogs` (which provider answers each catalogue name), its `addressLookup` (which provider
 * looks addresses up), its `registrationLookup` (which registry answers company lookups) and its
 * `mailTemplates` (the words of outgoing e-mail, by purpose) must be usable, else
 * `INVALID_FIELD_IN_CONFIG` names the faulty entry.
 */
export function checkTenantConfig(document: Readonly<Record<string, unknown>>): void {
  const fault =
    rateRangesFault(document.rateRanges) ||
    catalogSettingsFault(document.catalogs) ||
    addressLookupSettingFault(document.addressLookup) ||
    registrationLookupSettingFault(document.registrationLookup) ||
    mailTemplatesFault(document.mailTemplates);
  if (fault) throw new LessorError('INVALID_FIELD_IN_CONFIG', [fault]);
}
