import { defineEntity } from '../define-entity.ts';
import { amount, link } from '../shared/field-builders.ts';

/** One payment of a payment file. */
export const paymentFileLineEntity = defineEntity({
  name: 'PaymentFileLine',
  domain: 'bank',
  prefix: 'PFL',
  types: ['CREDIT_TRANSFER', 'DIRECT_DEBIT'],
  group: 'billing',
  menuOrder: 100,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  hasCreateForm: false,
  fields: {
    paymentFileRegistration: link('Payment file', 'PaymentFile'),
    invoiceRegistration: link('Invoice', 'Invoice'),
    amount: amount('Amount'),
    bankIban: { type: 'iban', label: 'IBAN' },
  },
  listColumns: ['registration', 'paymentFileRegistration', 'invoiceRegistration', 'amount', 'status'],
  searchFields: ['registration', 'paymentFileRegistration'],
});
