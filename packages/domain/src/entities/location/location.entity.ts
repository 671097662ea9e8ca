import { defineEntity } from '../define-entity.ts';
import { choice, decimal, text } from '../shared/field-builders.ts';

/** A place where assets are kept or persons are met. */
export const locationEntity = defineEntity({
  name: 'Location',
  domain: 'asset',
  prefix: 'LOC',
  types: ['HEAD_OFFICE', 'AGENCY', 'WAREHOUSE', 'SITE'],
  group: 'catalog',
  menuOrder: 120,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  fields: {
    addressLine: text('Address'),
    city: text('City'),
    zipcode: text('Postcode'),
    country: choice('Country', 'country'),
    latitude: decimal('Latitude'),
    longitude: decimal('Longitude'),
  },
  listColumns: ['registration', 'name', 'city', 'country', 'status'],
  searchFields: ['registration', 'name', 'city'],
});
