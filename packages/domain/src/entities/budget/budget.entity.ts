import { defineEntity } from '../define-entity.ts';
import { amount, currency, date, link } from '../shared/field-builders.ts';

/** A budget for a project or a period. */
export const budgetEntity = defineEntity({
  name: 'Budget',
  domain: 'project',
  prefix: 'BUD',
  types: ['OPERATING', 'INVESTMENT'],
  group: 'governance',
  menuOrder: 90,
  statuses: ['DRAFT', 'APPROVED', 'CLOSED'],
  initialStatus: 'DRAFT',
  fields: {
    projectRegistration: link('Project', 'Project'),
    amount: amount('Amount'),
    spent: amount('Spent'),
    currency: currency(),
    startDate: date('Start date'),
    endDate: date('End date'),
  },
  listColumns: ['registration', 'name', 'projectRegistration', 'amount', 'spent', 'status'],
  searchFields: ['registration', 'name'],
});
