import { defineEntity } from '../define-entity.ts';
import { amount, assetLines, currency, link } from '../shared/field-builders.ts';

/** A group of assets bought, moved or sold together. */
export const assetLotEntity = defineEntity({
  name: 'AssetLot',
  domain: 'asset',
  prefix: 'ALT',
  types: ['PURCHASE', 'DELIVERY', 'RETURN'],
  group: 'contracts',
  menuOrder: 90,
  hasImages: true,
  hasDocuments: true,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'DRAFT',
  fields: {
    ownerRegistration: link('Owner', 'Person', { roles: ['OWNER'] }),
    supplierRegistration: link('Supplier', 'Person', { roles: ['SUPPLIER'] }),
    transporterRegistration: link('Transporter', 'Person', { roles: ['TRANSPORTER'] }),
    amountExclTax: amount('Amount excl. tax'),
    amountInclTax: amount('Amount incl. tax'),
    currency: currency(),
    assets: assetLines(),
  },
  listColumns: ['registration', 'name', 'status'],
  searchFields: ['registration', 'name'],
  advancedSearch: [
    'type',
    'status',
    'ownerRegistration',
    'supplierRegistration',
    'transporterRegistration',
    'amountExclTax',
    'amountInclTax',
  ],
});
