import { defineEntity } from '../define-entity.ts';
import { dateTime, longText, text } from '../shared/field-builders.ts';

/** An e-mail queued or sent by the server. */
export const mailEntity = defineEntity({
  name: 'Mail',
  domain: 'communication',
  prefix: 'MAI',
  types: ['NOTIFICATION', 'INVOICE', 'REMINDER', 'SIGN_IN'],
  group: 'governance',
  menuOrder: 160,
  statuses: ['QUEUED', 'SENT', 'FAILED'],
  initialStatus: 'QUEUED',
  fields: {
    to: { type: 'emails', label: 'To' },
    subject: text('Subject'),
    body: longText('Body'),
    sentAt: dateTime('Sent at'),
  },
  listColumns: ['registration', 'subject', 'sentAt', 'status'],
  searchFields: ['registration', 'subject'],
});
