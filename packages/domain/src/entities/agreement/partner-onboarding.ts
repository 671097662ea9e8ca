import type { FieldDefinition } from '../../fields/field-definition.ts';
import { email, phone, text } from '../shared/field-builders.ts';

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

/**
 * What an invited partner enters on the self-registration page: its company and the person to
 * contact, checked by the same rules on the page and on the server. The company becomes a
 * prospect and the contact its default contact.
 */
export const selfRegistrationFields = {
  companyName: text('Company name', { mandatory: true, max: 200 }),
  companyRegistration: text('Registration number', { max: 40 }),
  addressLine: text('Address', { max: 300 }),
  firstName: text('First name', { mandatory: true, max: 100 }),
  lastName: text('Last name', { mandatory: true, max: 100 }),
  position: text('Position', { mandatory: true, max: 100 }),
  email: { ...email('Email'), mandatory: true },
  phone: phone('Phone'),
} satisfies Record<string, FieldDefinition>;

/** A partner's registration, as the page sends it. */
export interface SelfRegistration {
  companyName: string;
  companyRegistration?: string;
  addressLine?: string;
  firstName: string;
  lastName: string;
  position: string;
  email: string;
  phone?: string;
}
