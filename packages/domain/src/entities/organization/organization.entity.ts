import { defineEntity } from '../define-entity.ts';
import { email, link, phone, text } from '../shared/field-builders.ts';

/** An organisation unit of the tenant (branch, business unit) that owns records. */
export const organizationEntity = defineEntity({
  name: 'Organization',
  domain: 'person',
  prefix: 'ORG',
  types: ['COMPANY', 'BUSINESS_UNIT', 'AGENCY', 'DEPARTMENT'],
  group: 'people',
  menuOrder: 60,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  fields: {
    code: text('Code'),
    parentRegistration: link('Parent', 'Organization'),
    email: email(),
    phone: phone(),
  },
  listColumns: ['registration', 'code', 'name', 'status'],
  searchFields: ['registration', 'code', 'name'],
});
