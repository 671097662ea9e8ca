import { defineEntity } from '../define-entity.ts';
import { anyRecordLink, choice, date, flag, link, text } from '../shared/field-builders.ts';

/** A to-do assigned to users, on a project or a record. */
export const taskEntity = defineEntity({
  name: 'Task',
  domain: 'core',
  prefix: 'TSK',
  types: ['CALL', 'EMAIL', 'MEETING', 'FOLLOW_UP', 'DOCUMENT'],
  group: 'governance',
  menuOrder: 140,
  statuses: ['TODO', 'IN_PROGRESS', 'DONE', 'CANCELLED'],
  initialStatus: 'TODO',
  fields: {
    subject: text('Subject'),
    projectRegistration: link('Project', 'Project'),
    // The record the task is about, when it is about one (a returned direct debit's invoice).
    entityRegistration: anyRecordLink('Record'),
    profiles: text('Profiles', { multiple: true }),
    priority: choice('Priority', 'priority', ['LOW', 'NORMAL', 'HIGH', 'URGENT']),
    ownerUsername: text('Owner'),
    startDate: date('Start date'),
    endDate: date('End date'),
    dueDate: date('Due date'),
    done: flag('Done'),
  },
  listColumns: ['registration', 'subject', 'ownerUsername', 'dueDate', 'status'],
  searchFields: ['registration', 'subject', 'ownerUsername'],
  advancedSearch: [
    'subject',
    'projectRegistration',
    'type',
    'profiles',
    'priority',
    'ownerUsername',
    'startDate',
    'endDate',
    'dueDate',
    'done',
  ],
});
