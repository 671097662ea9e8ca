import { defineEntity } from '../define-entity.ts';
import { count, dateTime, link, text } from '../shared/field-builders.ts';

/** A vote held by a committee on a project or a deal. */
export const votingEntity = defineEntity({
  name: 'Voting',
  domain: 'governance',
  prefix: 'VTG',
  types: ['SIMPLE_MAJORITY', 'QUALIFIED_MAJORITY', 'UNANIMITY'],
  group: 'governance',
  menuOrder: 60,
  statuses: ['OPEN', 'CLOSED'],
  initialStatus: 'OPEN',
  fields: {
    committeeRegistration: link('Committee', 'Committee'),
    subject: text('Subject'),
    startDate: dateTime('Opens'),
    endDate: dateTime('Closes'),
    quorum: count('Quorum'),
  },
  listColumns: ['registration', 'subject', 'committeeRegistration', 'status'],
  searchFields: ['registration', 'subject'],
});
