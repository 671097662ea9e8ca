import { defineEntity } from '../define-entity.ts';
import { amount, currency, date, link, longText } from '../shared/field-builders.ts';

/** A maintenance job on an asset, from submission to validation. */
export const maintenanceEntity = defineEntity({
  name: 'Maintenance',
  domain: 'asset',
  prefix: 'MNT',
  types: ['PREVENTIVE', 'CORRECTIVE', 'INSPECTION', 'TYRES'],
  group: 'contracts',
  menuOrder: 110,
  hasDocuments: true,
  statuses: ['DRAFT', 'SUBMITTED', 'IN_PROGRESS', 'VALIDATED', 'CANCELLED'],
  initialStatus: 'DRAFT',
  fields: {
    orgaRegistration: link('Organization', 'Person'),
    assetRegistration: link('Asset', 'Asset'),
    supplierRegistration: link('Supplier', 'Person', { roles: ['SUPPLIER'] }),
    submitDate: date('Submitted on'),
    returnDate: date('Returned on'),
    validationDate: date('Validated on'),
    amountExclTax: amount('Amount excl. tax'),
    amountInclTax: amount('Amount incl. tax'),
    currency: currency(),
    description: longText('Description'),
  },
  listColumns: [
    'registration',
    'orgaRegistration',
    'assetRegistration',
    'status',
    'name',
    'type',
    'supplierRegistration',
    'submitDate',
    'returnDate',
    'validationDate',
    'amountExclTax',
    'amountInclTax',
  ],
  searchFields: ['registration', 'name', 'assetRegistration'],
});
