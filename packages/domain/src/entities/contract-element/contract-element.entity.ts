import { defineEntity } from '../define-entity.ts';
import { amount, currency, date, link, text } from '../shared/field-builders.ts';

/** A line of a contract's schedule: a rent, a fee, a service payment. */
export const contractElementEntity = defineEntity({
  name: 'ContractElement',
  domain: 'financing',
  prefix: 'CEL',
  listPage: { addButton: false },
  group: 'contracts',
  menuOrder: 70,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  hasCreateForm: false,
  fields: {
    code: text('Code'),
    startDate: date('Start date'),
    endDate: date('End date'),
    contractRegistration: link('Contract', 'Contract'),
    payeeRegistration: link('Payee', 'Person'),
    payerRegistration: link('Payer', 'Person'),
    totalPayment: amount('Total payment'),
    currency: currency(),
    groupKey: text('Group key'),
    quotationRegistration: link('Quotation', 'Quotation'),
  },
  listColumns: ['registration', 'type', 'code', 'name', 'contractRegistration', 'totalPayment', 'status'],
  searchFields: ['registration', 'code', 'name', 'contractRegistration'],
  advancedSearch: [
    'type',
    'code',
    'name',
    'startDate',
    'endDate',
    'contractRegistration',
    'payeeRegistration',
    'payerRegistration',
    'totalPayment',
    'currency',
    'groupKey',
    'quotationRegistration',
    'status',
  ],
});
