import { defineEntity } from '../define-entity.ts';
import { choice, dateTime, link, longText, text } from '../shared/field-builders.ts';
import { committeeWorkflow } from './committee.workflow.ts';

/** A credit committee meeting with invited persons and projects (business-areas.md §3). */
export const committeeEntity = defineEntity({
  name: 'Committee',
  domain: 'governance',
  prefix: 'CTE',
  group: 'governance',
  menuOrder: 40,
  hasDocuments: true,
  workflow: committeeWorkflow,
  types: ['CREDIT', 'RISK', 'BOARD'],
  fields: {
    subject: text('Subject'),
    orgaRegistration: link('Organization', 'Person'),
    ownerRegistration: link('Owner', 'Person'),
    startDate: dateTime('Start'),
    endDate: dateTime('End'),
    comment: longText('Comment'),
    code: text('Code'),
    persons: {
      type: 'list',
      label: 'Persons',
      fields: {
        personRegistration: link('Person', 'Person', { mandatory: true }),
        inviteStatus: choice('Invitation', 'inviteStatus', ['INTENDED', 'PRESENTED', 'ABSENT']),
        rsvp: choice('Answer', 'rsvp', ['ACCEPTED', 'REFUSED']),
      },
    },
    projects: {
      type: 'list',
      label: 'Projects',
      fields: {
        projectRegistration: link('Project', 'Project', { mandatory: true }),
        decision: text('Decision'),
      },
    },
  },
  listColumns: ['registration', 'name', 'code', 'status'],
  searchFields: ['registration', 'name', 'subject'],
  advancedSearch: ['registration', 'name', 'code', 'status', 'type', 'startDate'],
});
