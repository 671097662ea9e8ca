import { defineEntity } from '../define-entity.ts';
import { amount, currency, date, link, longText, text } from '../shared/field-builders.ts';

/** A claim raised in a case or on an asset (damage, dispute). */
export const claimEntity = defineEntity({
  name: 'Claim',
  domain: 'case',
  prefix: 'CLM',
  group: 'governance',
  statuses: ['OPEN', 'ACCEPTED', 'REFUSED', 'CLOSED'],
  initialStatus: 'OPEN',
  fields: {
    code: text('Code'),
    description: longText('Description'),
    startDate: date('Start date'),
    endDate: date('End date'),
    caseRegistration: link('Case'),
    amount: amount('Amount'),
    currency: currency(),
  },
  listColumns: ['registration', 'code', 'name', 'startDate', 'status'],
  searchFields: ['registration', 'code', 'name'],
  advancedSearch: ['code', 'description', 'startDate', 'endDate'],
});
