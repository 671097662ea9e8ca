import { defineEntity } from '../define-entity.ts';
import { anyRecordLink, count, text } from '../shared/field-builders.ts';

/**
 * A file attached to a record (business-areas.md §3, documents): the documents a record's
 * Documents card lists are these records, each with its bytes in storage under the same id.
 */
export const documentEntity = defineEntity({
  name: 'Document',
  domain: 'core',
  prefix: 'DOC',
  group: 'governance',
  menuOrder: 130,
  statuses: ['DRAFT', 'VALID', 'EXPIRED', 'REJECTED'],
  initialStatus: 'DRAFT',
  // Every entity's document types (`documentTypes`) are among these.
  types: [
    'MAINIMAGE',
    'IMAGE',
    'CONTRACT',
    'SCHEDULE',
    'MANDATE',
    'INVOICE',
    'REMINDER',
    'ID',
    'PROOF_OF_ADDRESS',
    'BANK_DETAILS',
    'REGISTRATION_CERTIFICATE',
    'PAIN008',
    'PAIN001',
    'CAMT',
    'CAMT053',
    'CAMT054',
    'EXPORT',
    'OTHER',
  ],
  // A document's own file is its content (`GET /api/core/documents/{id}/content`), not documents of its own.
  documentTypes: [],
  detailCards: ['DocumentFile'],
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
