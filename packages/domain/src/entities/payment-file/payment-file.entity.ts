import { defineEntity } from '../define-entity.ts';
import { amount, count, currency, date, link } from '../shared/field-builders.ts';
import { paymentFileWorkflow } from './payment-file.workflow.ts';

/** A payment or collection file sent to the bank. */
export const paymentFileEntity = defineEntity({
  name: 'PaymentFile',
  domain: 'bank',
  prefix: 'PYF',
  types: ['CREDIT_TRANSFER', 'DIRECT_DEBIT'],
  documentTypes: ['PAIN008', 'PAIN001', 'OTHER'],
  // foundation.md §2: payment files arrive from the bank; the list offers no Add.
  listPage: { addButton: false },
  group: 'billing',
  menuOrder: 90,
  workflow: paymentFileWorkflow,
  hasCreateForm: false,
  // Its PAIN008 (direct debits) or PAIN001 (credit transfers) XML, as sent to the bank.
  hasDocuments: true,
  fields: {
    externalDataRegistration: link('External data', 'ExternalData'),
    fileDate: date('File date'),
    collectionDate: date('Collection date'),
    bankAccountRegistration: link('Bank account', 'BankAccount'),
    amount: amount('Total amount'),
    currency: currency(),
    lineCount: count('Lines'),
  },
  listColumns: ['registration', 'name', 'fileDate', 'collectionDate', 'amount', 'lineCount', 'status'],
  searchFields: ['registration', 'name'],
  advancedSearch: ['externalDataRegistration', 'status', 'fileDate', 'type'],
});
