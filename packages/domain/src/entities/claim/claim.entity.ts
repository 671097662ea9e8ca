import { defineEntity } from '../define-entity.ts';
import { amount, currency, date, link, text } from '../shared/field-builders.ts';

/** A claim raised in a case or on an asset (damage, dispute). */
export const claimEntity = defineEntity({
  name: 'Claim',
  domain: 'case',
  prefix: 'CLM',
  types: ['DAMAGE', 'THEFT', 'TOTAL_LOSS', 'WARRANTY'],
  group: 'governance',
  menuOrder: 20,
  hasImages: true,
  hasDocuments: true,
  statuses: ['OPEN', 'ACCEPTED', 'REFUSED', 'CLOSED'],
  initialStatus: 'OPEN',
  fields: {
    code: text('Code'),
    // What happened, in words an adjuster can act on.
    description: { type: 'textarea', label: 'Description', min: 20, max: 4000 },
    startDate: date('Start date'),
    endDate: date('End date'),
    caseRegistration: link('Case', 'Case'),
    amount: amount('Amount'),
    currency: currency(),
    attachments: { type: 'files', label: 'Supporting documents', maxSize: 10 },
  },
  listColumns: ['registration', 'code', 'name', 'startDate', 'status'],
  searchFields: ['registration', 'code', 'name'],
  advancedSearch: ['code', 'description', 'startDate', 'endDate'],
});
