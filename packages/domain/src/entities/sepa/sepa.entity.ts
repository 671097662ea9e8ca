import { defineEntity } from '../define-entity.ts';
import { choice, date, link, text } from '../shared/field-builders.ts';
import { sepaWorkflow } from './sepa.workflow.ts';

/**
 * The tenant's register of SEPA direct-debit mandates (business-areas.md: Sepa), one entry a mandate
 * signed on a person's bank account: written from the person's account whenever the person is saved
 * (`sepaRegisterEntries`), so that the collections team lists, finds and follows mandates across
 * persons. The account is where a mandate is signed and changed; a step taken here is taken there too.
 */
export const sepaEntity = defineEntity({
  name: 'Sepa',
  domain: 'bank',
  prefix: 'SEP',
  types: ['CORE', 'B2B'],
  group: 'billing',
  menuOrder: 110,
  workflow: sepaWorkflow,
  hasCreateForm: false,
  fields: {
    personRegistration: link('Person', 'Person'),
    bank: text('Bank'),
    method: choice('Method', 'collectionMethod', ['CORE', 'B2B']),
    rumReference: text('Mandate reference'),
    rumDateOfSignature: date('Signed on'),
    bankIban: { type: 'iban', label: 'IBAN' },
    sepaCreditorIdentifier: text('SEPA creditor identifier'),
    rumSequence: choice('Next sequence', 'sepaSequenceType', ['FRST', 'RCUR', 'FNAL']),
    lastCollectedOn: date('Last collected on'),
    lastReturnDate: date('Last returned on'),
    lastReturnReason: text('Last return reason'),
  },
  listColumns: [
    'registration',
    'rumReference',
    'personRegistration',
    'bank',
    'method',
    'lastCollectedOn',
    'lastReturnReason',
    'status',
  ],
  searchFields: ['registration', 'rumReference', 'personRegistration'],
  advancedSearch: ['personRegistration', 'status', 'bank', 'method'],
});
