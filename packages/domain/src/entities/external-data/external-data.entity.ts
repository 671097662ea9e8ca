import { defineEntity } from '../define-entity.ts';
import { anyRecordLink, dateTime, longText, text } from '../shared/field-builders.ts';

/** Data received from an outside system (bank files, registries, scoring). */
export const externalDataEntity = defineEntity({
  name: 'ExternalData',
  domain: 'external',
  prefix: 'EXD',
  types: ['COMPANY_REGISTRY', 'CREDIT_BUREAU', 'VEHICLE_CATALOGUE', 'BANK'],
  collection: 'externalData',
  pluralLabel: 'External data',
  group: 'billing',
  menuOrder: 130,
  statuses: ['RECEIVED', 'PROCESSED', 'ERROR'],
  initialStatus: 'RECEIVED',
  fields: {
    source: text('Source'),
    receivedAt: dateTime('Received at'),
    entityName: text('Entity'),
    entityRegistration: anyRecordLink('Record'),
    payload: longText('Payload'),
  },
  listColumns: ['registration', 'source', 'receivedAt', 'status'],
  searchFields: ['registration', 'source', 'entityRegistration'],
});
