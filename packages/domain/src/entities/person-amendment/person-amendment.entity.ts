import { defineEntity } from '../define-entity.ts';
import { date, link, text } from '../shared/field-builders.ts';

/** A requested change to a person's data, applied once validated. */
export const personAmendmentEntity = defineEntity({
  name: 'PersonAmendment',
  domain: 'person',
  prefix: 'PAM',
  types: ['IDENTITY', 'ADDRESS', 'BANK_ACCOUNT', 'LEGAL'],
  group: 'people',
  menuOrder: 30,
  statuses: ['DRAFT', 'SUBMITTED', 'APPLIED', 'REJECTED'],
  initialStatus: 'DRAFT',
  fields: {
    personRegistration: link('Person', 'Person'),
    field: text('Field'),
    oldValue: text('Old value'),
    newValue: text('New value'),
    date: date('Date'),
  },
  listColumns: ['registration', 'personRegistration', 'field', 'date', 'status'],
  searchFields: ['registration', 'personRegistration'],
});
