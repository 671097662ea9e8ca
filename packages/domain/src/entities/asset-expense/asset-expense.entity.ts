import { defineEntity } from '../define-entity.ts';
import { amount, currency, date, link } from '../shared/field-builders.ts';

/** A cost incurred on an asset (repair, tax, fuel). */
export const assetExpenseEntity = defineEntity({
  name: 'AssetExpense',
  domain: 'asset',
  prefix: 'AEX',
  types: ['MAINTENANCE', 'REPAIR', 'INSURANCE', 'TAX', 'FUEL', 'OTHER'],
  group: 'contracts',
  menuOrder: 100,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'DRAFT',
  fields: {
    assetRegistration: link('Asset', 'Asset'),
    date: date('Date'),
    amountExclTax: amount('Amount excl. tax'),
    amountInclTax: amount('Amount incl. tax'),
    currency: currency(),
    supplierRegistration: link('Supplier', 'Person', { roles: ['SUPPLIER'] }),
  },
  listColumns: ['registration', 'name', 'assetRegistration', 'date', 'amountExclTax', 'status'],
  searchFields: ['registration', 'name', 'assetRegistration'],
});
