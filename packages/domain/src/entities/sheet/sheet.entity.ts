import { defineEntity } from '../define-entity.ts';
import { anyRecordLink, count, text } from '../shared/field-builders.ts';

/** A computation sheet: datapoints with formulas, grid and values. */
export const sheetEntity = defineEntity({
  name: 'Sheet',
  domain: 'report',
  prefix: 'SHT',
  types: ['FINANCIAL_ANALYSIS', 'CREDIT_SCORING', 'BUDGET'],
  group: 'governance',
  menuOrder: 180,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  fields: {
    template: text('Template'),
    entityName: text('Entity'),
    entityRegistration: anyRecordLink('Record'),
    datapoints: {
      type: 'list',
      label: 'Datapoints',
      fields: {
        name: text('Name', { mandatory: true }),
        label: text('Label'),
        formula: text('Formula'),
        format: text('Format'),
        column: text('Column'),
        totalLevel: count('Total level'),
        comment: text('Comment'),
      },
    },
  },
  listColumns: ['registration', 'name', 'template', 'entityRegistration'],
  searchFields: ['registration', 'name', 'entityRegistration'],
});
