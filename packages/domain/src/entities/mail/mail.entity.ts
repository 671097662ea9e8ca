import { defineEntity } from '../define-entity.ts';
import { count, dateTime, longText, text } from '../shared/field-builders.ts';

/**
 * An e-mail queued or sent by the server through its tenant's SMTP server: QUEUED until sent,
 * SENT with the server's message id, FAILED with the last error once every attempt failed.
 */
export const mailEntity = defineEntity({
  name: 'Mail',
  domain: 'communication',
  prefix: 'MAI',
  types: ['NOTIFICATION', 'INVOICE', 'REMINDER', 'SIGN_IN', 'PARTNER_ONBOARDING'],
  group: 'governance',
  menuOrder: 160,
  statuses: ['QUEUED', 'SENT', 'FAILED'],
  initialStatus: 'QUEUED',
  fields: {
    to: { type: 'emails', label: 'To' },
    from: text('From'),
    subject: text('Subject'),
    body: longText('Body'),
    sentAt: dateTime('Sent at'),
    attempts: count('Attempts'),
    messageId: text('Message id'),
    error: longText('Last error'),
  },
  listColumns: ['registration', 'type', 'to', 'subject', 'sentAt', 'status'],
  searchFields: ['registration', 'subject'],
});
