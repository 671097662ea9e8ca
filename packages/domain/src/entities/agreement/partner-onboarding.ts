import type { FieldDefinition } from '../../fields/field-definition.ts';
import { email, text } from '../shared/field-builders.ts';

/**
 * What the agreements list's 'Onboard a new partner' dialog asks (business-areas.md §2): checked
 * by the same rules in the dialog and on the server, with the specification's form messages.
 */
export const partnerOnboardingFields = {
  companyName: text('Partner company name', { mandatory: true, max: 200 }),
  email: { ...email('Contact e-mail'), mandatory: true },
  message: { type: 'textarea', label: 'Message', max: 2000 },
} satisfies Record<string, FieldDefinition>;

/** A request to invite a partner to register. */
export interface PartnerOnboarding {
  companyName: string;
  email: string;
  message?: string;
}
