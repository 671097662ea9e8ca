import { defineEntity } from '../define-entity.ts';
import { anyRecordLink, text } from '../shared/field-builders.ts';

/** A guided page sequence a person fills in through an access key. */
export const flowEntity = defineEntity({
  name: 'Flow',
  domain: 'script',
  prefix: 'FLW',
  types: ['ONBOARDING', 'QUOTE', 'SIGNATURE'],
  group: 'administration',
  menuOrder: 40,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'DRAFT',
  fields: {
    accessKey: text('Access key'),
    pageId: text('First page'),
    entityName: text('Entity'),
    entityRegistration: anyRecordLink('Record'),
  },
  listColumns: ['registration', 'name', 'accessKey', 'status'],
  searchFields: ['registration', 'name'],
});
