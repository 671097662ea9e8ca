import { defineEntity } from '../define-entity.ts';
import { date, decimal, link, text } from '../shared/field-builders.ts';

/** Time spent by a user on a project or a task. */
export const timeEntryEntity = defineEntity({
  name: 'TimeEntry',
  domain: 'project',
  prefix: 'TEN',
  types: ['WORK', 'TRAVEL', 'TRAINING', 'ABSENCE'],
  group: 'administration',
  menuOrder: 240,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  fields: {
    username: text('User'),
    projectRegistration: link('Project', 'Project'),
    taskRegistration: link('Task', 'Task'),
    date: date('Date'),
    hours: decimal('Hours'),
    comment: text('Comment'),
  },
  listColumns: ['registration', 'username', 'projectRegistration', 'date', 'hours'],
  searchFields: ['registration', 'username', 'projectRegistration'],
});
