import { defineEntity } from '../define-entity.ts';
import { amount, currency, date, decimal, link, text } from '../shared/field-builders.ts';

/** A recovery or litigation file on a contract, invoice or asset. */
export const caseEntity = defineEntity({
  name: 'Case',
  domain: 'case',
  prefix: 'CAS',
  group: 'governance',
  menuOrder: 10,
  statuses: ['OPEN', 'IN_PROGRESS', 'SETTLED', 'CLOSED'],
  initialStatus: 'OPEN',
  fields: {
    date: date('Date'),
    contractRegistration: link('Contract'),
    invoiceRegistration: link('Invoice'),
    assetRegistration: link('Asset'),
    assetLotRegistration: link('Asset lot'),
    amount: amount('Amount'),
    score: decimal('Score'),
    lastContact: date('Last contact'),
    lastAction: text('Last action'),
    currency: currency(),
    supplierRegistration: link('Supplier'),
    transporterRegistration: link('Transporter'),
  },
  listColumns: ['registration', 'name', 'type', 'date', 'amount', 'status'],
  searchFields: ['registration', 'name', 'contractRegistration'],
  advancedSearch: [
    'date',
    'type',
    'contractRegistration',
    'invoiceRegistration',
    'assetRegistration',
    'assetLotRegistration',
    'amount',
    'score',
    'lastContact',
    'lastAction',
    'currency',
    'supplierRegistration',
    'transporterRegistration',
  ],
});
