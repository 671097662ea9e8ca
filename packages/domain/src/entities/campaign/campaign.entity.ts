import { defineEntity } from '../define-entity.ts';
import { choice, date, longText } from '../shared/field-builders.ts';

/** A marketing or collection campaign towards a set of persons. */
export const campaignEntity = defineEntity({
  name: 'Campaign',
  domain: 'communication',
  prefix: 'CMP',
  types: ['MARKETING', 'RENEWAL', 'COLLECTION', 'SURVEY'],
  group: 'people',
  menuOrder: 40,
  statuses: ['DRAFT', 'RUNNING', 'DONE', 'CANCELLED'],
  initialStatus: 'DRAFT',
  fields: {
    startDate: date('Start date'),
    endDate: date('End date'),
    channel: choice('Channel', 'communicationChannel', ['EMAIL', 'SMS', 'LETTER', 'PHONE']),
    description: longText('Description'),
  },
  listColumns: ['registration', 'name', 'type', 'status', 'startDate'],
  searchFields: ['registration', 'name'],
  advancedSearch: ['name', 'status', 'type'],
});
