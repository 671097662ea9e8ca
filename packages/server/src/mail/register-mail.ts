import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { registerMailSettingsRoutes } from './mail-settings.routes.ts';
import { type SendMailJob, sendMailJobName, sendQueuedMail } from './outgoing-mail.ts';
import { sendThroughSmtp } from './smtp-transport.ts';

/**
 * Outgoing e-mail (docs/mail.md): the tenants' SMTP settings, and the worker that sends each
 * queued Mail record on this node.
 */
export async function registerMail(
  app: FastifyInstance,
  options: { db: Database; queue: JobQueue },
): Promise<void> {
  const { db, queue } = options;
  await queue.work<SendMailJob>(sendMailJobName, (job) => sendQueuedMail(db, sendThroughSmtp, job));
  registerMailSettingsRoutes(app, db);
}
