import { defineEntity } from '../define-entity.ts';
import { choice, date, link, text } from '../shared/field-builders.ts';

/** A SEPA direct-debit mandate. */
export const sepaEntity = defineEntity({
  name: 'Sepa',
  domain: 'bank',
  prefix: 'SEP',
  types: ['CORE', 'B2B'],
  group: 'billing',
  menuOrder: 110,
  statuses: ['DRAFT', 'ACTIVE', 'REVOKED'],
  initialStatus: 'DRAFT',
  hasCreateForm: false,
  fields: {
    personRegistration: link('Person', 'Person'),
    bank: text('Bank'),
    method: choice('Method', 'collectionMethod', ['CORE', 'B2B']),
    rumReference: text('Mandate reference'),
    rumDateOfSignature: date('Signed on'),
    bankIban: { type: 'iban', label: 'IBAN' },
  },
  listColumns: ['registration', 'personRegistration', 'bank', 'method', 'status'],
  searchFields: ['registration', 'rumReference', 'personRegistration'],
  advancedSearch: ['personRegistration', 'status', 'bank', 'method'],
});
