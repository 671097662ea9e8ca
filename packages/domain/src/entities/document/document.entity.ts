import { defineEntity } from '../define-entity.ts';
import { anyRecordLink, count, text } from '../shared/field-builders.ts';

/** A file attached to a record (business-areas.md §3, documents). */
export const documentEntity = defineEntity({
  name: 'Document',
  domain: 'core',
  prefix: 'DOC',
  group: 'governance',
  menuOrder: 130,
  statuses: ['DRAFT', 'VALID', 'EXPIRED', 'REJECTED'],
  initialStatus: 'DRAFT',
  types: ['MAINIMAGE', 'IMAGE', 'CONTRACT', 'INVOICE', 'ID', 'OTHER'],
  fields: {
    url: text('URL'),
    size: count('Size'),
    entityName: text('Entity'),
    entityRegistration: anyRecordLink('Record'),
    mimeType: text('Content type'),
    deliveryId: text('Delivery id'),
    deliveryStatus: text('Delivery status'),
    externalGroupId: text('External group'),
    sortIndex: count('Order'),
    password: { type: 'password', label: 'Opening password', max: 128 },
  },
  listColumns: ['registration', 'name', 'type', 'status', 'url', 'size', 'entityName', 'entityRegistration'],
  searchFields: ['registration', 'name', 'entityRegistration'],
  advancedSearch: [
    'status',
    'entityName',
    'entityRegistration',
    'type',
    'deliveryId',
    'deliveryStatus',
    'externalGroupId',
  ],
});
