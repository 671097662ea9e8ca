import { defineEntity } from '../define-entity.ts';
import { longText, text } from '../shared/field-builders.ts';

/** A business rule checked on records (eligibility, scoring, alert). */
export const ruleEntity = defineEntity({
  name: 'Rule',
  domain: 'case',
  prefix: 'RUL',
  types: ['VALIDATION', 'ELIGIBILITY', 'PRICING', 'ALERT'],
  group: 'governance',
  menuOrder: 30,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'DRAFT',
  fields: {
    code: text('Code'),
    entityName: text('Entity'),
    expression: longText('Expression'),
    message: text('Message'),
  },
  listColumns: ['registration', 'code', 'name', 'entityName', 'status'],
  searchFields: ['registration', 'code', 'name'],
});
