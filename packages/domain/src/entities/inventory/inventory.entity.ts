import { defineEntity } from '../define-entity.ts';
import { count, date, link, longText } from '../shared/field-builders.ts';

/** A stock count of assets at a date. */
export const inventoryEntity = defineEntity({
  name: 'Inventory',
  domain: 'accounting',
  prefix: 'ITY',
  types: ['PERIODIC', 'ANNUAL', 'SPOT_CHECK'],
  group: 'accounting',
  menuOrder: 40,
  statuses: ['DRAFT', 'IN_PROGRESS', 'CLOSED'],
  initialStatus: 'DRAFT',
  fields: {
    date: date('Date'),
    location: link('Location', 'Location'),
    assetCount: count('Assets counted'),
    comment: longText('Comment'),
  },
  listColumns: ['registration', 'name', 'date', 'location', 'status'],
  searchFields: ['registration', 'name'],
});
