import { defineEntity } from '../define-entity.ts';
import { amount, link, text } from '../shared/field-builders.ts';

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
    // A collection's debtor and mandate, its scheme (CORE, B2B) and sequence (FRST, RCUR, FNAL, OOFF):
    // what the mandate is moved on by once the file is sent.
    payerRegistration: link('Payer', 'Person'),
    mandateReference: text('Mandate reference'),
    scheme: text('Scheme'),
    sequenceType: text('Sequence'),
  },
  listColumns: ['registration', 'paymentFileRegistration', 'invoiceRegistration', 'amount', 'status'],
  searchFields: ['registration', 'paymentFileRegistration'],
});
