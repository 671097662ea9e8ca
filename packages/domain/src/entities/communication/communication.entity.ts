import { defineEntity } from '../define-entity.ts';
import { choice, dateTime, email, link, longText, text } from '../shared/field-builders.ts';

/** A message exchanged with a person: e-mail, letter, call (business-areas.md §3). */
export const communicationEntity = defineEntity({
  name: 'Communication',
  domain: 'communication',
  prefix: 'CMN',
  listPage: { include: 'personsNames' },
  group: 'governance',
  menuOrder: 120,
  statuses: ['DRAFT', 'SENT', 'RECEIVED', 'FAILED'],
  initialStatus: 'DRAFT',
  types: ['EMAIL', 'SMS', 'LETTER', 'CALL'],
  fields: {
    date: dateTime('Date'),
    subject: text('Subject'),
    // The address an e-mail goes to when it names no person (a partner invited to register).
    email: email(),
    category: choice('Category', 'communicationCategory', [
      'COMMERCIAL',
      'CONTRACTUAL',
      'COLLECTION',
      'SUPPORT',
      // The self-registration e-mail a new partner is invited by (partners/partner-invitation.ts).
      'PARTNER_ONBOARDING',
    ]),
    personRegistration: link('Person', 'Person'),
    orgaRegistration: link('Organization', 'Person'),
    contractRegistration: link('Contract', 'Contract'),
    invoiceRegistration: link('Invoice', 'Invoice'),
    projectRegistration: link('Project', 'Project'),
    body: longText('Message'),
  },
  listColumns: [
    'registration',
    'date',
    'status',
    'subject',
    'type',
    'category',
    'personRegistration',
    'contractRegistration',
    'invoiceRegistration',
  ],
  searchFields: ['registration', 'subject', 'personRegistration'],
  advancedSearch: [
    'status',
    'type',
    'category',
    'personRegistration',
    'orgaRegistration',
    'contractRegistration',
    'projectRegistration',
    'invoiceRegistration',
    'date',
  ],
});
