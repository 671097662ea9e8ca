import { defineEntity } from '../define-entity.ts';
import { choice, date, longText, text } from '../shared/field-builders.ts';

/** A support request from a user or a client. */
export const ticketEntity = defineEntity({
  name: 'Ticket',
  domain: 'support',
  prefix: 'TIC',
  types: ['INCIDENT', 'REQUEST', 'QUESTION', 'CHANGE'],
  group: 'governance',
  menuOrder: 100,
  statuses: ['OPEN', 'IN_PROGRESS', 'WAITING', 'RESOLVED', 'CLOSED'],
  initialStatus: 'OPEN',
  fields: {
    subject: text('Subject'),
    description: longText('Description'),
    priority: choice('Priority', 'priority', ['LOW', 'NORMAL', 'HIGH', 'URGENT']),
    requester: text('Requester'),
    assignee: text('Assignee'),
    dueDate: date('Due date'),
  },
  listColumns: ['registration', 'subject', 'priority', 'assignee', 'status'],
  searchFields: ['registration', 'subject', 'requester'],
});
