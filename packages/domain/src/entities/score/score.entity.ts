import { defineEntity } from '../define-entity.ts';
import { date, decimal, link, text } from '../shared/field-builders.ts';

/** A credit score computed for a person or a deal. */
export const scoreEntity = defineEntity({
  name: 'Score',
  domain: 'scoring',
  prefix: 'SCO',
  types: ['CREDIT', 'FRAUD', 'BEHAVIOURAL'],
  group: 'governance',
  menuOrder: 110,
  statuses: ['PENDING', 'COMPUTED', 'EXPIRED'],
  initialStatus: 'PENDING',
  fields: {
    personRegistration: link('Person', 'Person'),
    dealRegistration: link('Deal', 'Deal'),
    value: decimal('Score'),
    grade: text('Grade'),
    date: date('Date'),
    model: text('Model'),
  },
  listColumns: ['registration', 'status', 'name', 'type'],
  searchFields: ['registration', 'name', 'personRegistration'],
  advancedSearch: ['registration', 'status', 'name', 'type'],
});
