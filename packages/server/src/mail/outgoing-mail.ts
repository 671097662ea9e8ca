import type { EntityRecord } from '@lessor/domain/api';
import { mailEntity } from '@lessor/domain/entities';
import type { Database } from '../db/database.ts';
import type { EntityService } from '../entities/writing/entity-service.ts';
import { type JobQueue, jobAttempts } from '../jobs/job-queue.ts';
import { lockJobRecord, readJobRecord, writeJobState } from '../jobs/job-record.ts';
import type { Actor } from '../tenancy/actor.ts';
import { type TenantTransaction, withTenant } from '../tenancy/with-tenant.ts';
import { readSmtpServer } from './mail-settings.ts';
import { isPermanentSmtpFailure, type SendThroughSmtp } from './smtp-transport.ts';

export const sendMailJobName = 'send-mail';

/** The job that sends one Mail record; plain JSON, it may run on another node. */
export interface SendMailJob {
  tenant: string;
  username: string;
  mailId: string;
}

/** A message to send, by purpose (the Mail record's type). */
export interface MailToSend {
  type: string;
  to: readonly string[];
  subject: string;
  body: string;
}

/**
 * Keeps a message as a QUEUED Mail record in the caller's transaction, with the checks and history
 * of any record; `sendQueuedMail` is queued once that transaction committed, so a rolled-back
 * write sends nothing.
 */
export async function keepMail(
  trx: TenantTransaction,
  mails: EntityService,
  actor: Actor,
  message: MailToSend,
): Promise<EntityRecord> {
  const [mail] = await mails.createWithin(trx, actor, [
    { type: message.type, to: [...message.to], subject: message.subject, body: message.body },
  ]);
  if (!mail) throw new Error('unreachable: one body gives one record');
  return mail;
}

/** Queues the sending of a Mail record kept by `keepMail`, after its transaction committed. */
export function queueMailSending(queue: JobQueue, actor: Actor, mail: EntityRecord): Promise<string> {
  return queue.send<SendMailJob>(sendMailJobName, { ...actor, mailId: String(mail._id) });
}

/** No SMTP server: trying again would not help until an administrator sets one. */
const noServer = 'No SMTP server is set for this tenant (Mail settings)';

/**
 * Sends a QUEUED Mail record through its tenant's SMTP server: SENT with the server's message id,
 * or, when the server refused it, kept QUEUED with the error and thrown to the queue to try again,
 * until the last attempt (or a refusal no attempt would change) leaves it FAILED. A record no
 * longer QUEUED was sent by an earlier run: it is not sent twice.
 */
export async function sendQueuedMail(db: Database, send: SendThroughSmtp, job: SendMailJob): Promise<void> {
  const actor: Actor = { tenant: job.tenant, username: job.username };
  const { mail, server } = await withTenant(db.app, actor.tenant, async (trx) => ({
    mail: await readJobRecord(trx, actor, mailEntity, job.mailId),
    server: await readSmtpServer(trx, db.secrets, actor.tenant),
  }));
  if (mail.status !== 'QUEUED') return;
  const attempts = Number(mail.attempts ?? 0) + 1;
  const settle = (state: Record<string, unknown>) =>
    withTenant(db.app, actor.tenant, async (trx) => {
      const before = await lockJobRecord(trx, actor, mailEntity, job.mailId);
      await writeJobState(trx, actor, mailEntity, before, { attempts, ...state });
    });

  if (!server) {
    await settle({ status: 'FAILED', error: noServer });
    return;
  }
  try {
    const to = Array.isArray(mail.to) ? mail.to.map(String) : [String(mail.to)];
    const { messageId } = await send(server, {
      to,
      subject: String(mail.subject ?? ''),
      text: String(mail.body ?? ''),
    });
    await settle({
      status: 'SENT',
      from: server.from,
      sentAt: new Date().toISOString(),
      messageId,
      error: null,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const last = attempts >= jobAttempts || isPermanentSmtpFailure(error);
    await settle({ status: last ? 'FAILED' : 'QUEUED', from: server.from, error: message });
    if (!last) throw error;
  }
}
