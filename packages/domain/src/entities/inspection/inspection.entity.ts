import { defineEntity } from '../define-entity.ts';
import { choice, count, date, link, longText, text } from '../shared/field-builders.ts';

/** An inspection of an asset, at delivery, during the contract or at its return. */
export const inspectionEntity = defineEntity({
  name: 'Inspection',
  domain: 'asset',
  prefix: 'INS',
  types: ['DELIVERY', 'PERIODIC', 'RETURN', 'DAMAGE'],
  group: 'contracts',
  menuOrder: 120,
  hasImages: true,
  hasDocuments: true,
  statuses: ['PLANNED', 'DONE', 'CANCELLED'],
  initialStatus: 'PLANNED',
  fields: {
    date: date('Date'),
    assetRegistration: link('Asset', 'Asset'),
    contractRegistration: link('Contract', 'Contract'),
    inspector: text('Inspector'),
    mileage: count('Mileage'),
    condition: {
      ...choice('Condition', 'inspectionCondition', ['EXCELLENT', 'GOOD', 'FAIR', 'POOR', 'DAMAGED']),
      type: 'grid select',
    },
    report: { type: 'file', label: 'Report', extensions: ['pdf', 'jpg', 'jpeg', 'png'], maxSize: 10 },
    comment: longText('Comment'),
  },
  listColumns: [
    'registration',
    'status',
    'type',
    'name',
    'date',
    'assetRegistration',
    'contractRegistration',
  ],
  searchFields: ['registration', 'name', 'assetRegistration', 'contractRegistration'],
});
