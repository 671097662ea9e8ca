import type { FastifyInstance } from 'fastify';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import type { RegistryServices } from '../external/registration-lookup/registration-provider-of-tenant.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { registerOnboardPartner } from '../partners/onboard-partner.route.ts';
import { registerSelfRegistrationRoutes } from '../partners/self-registration.routes.ts';
import { registerMailSettingsRoutes } from './mail-settings.routes.ts';
import { type SendMailJob, sendMailJobName, sendQueuedMail } from './outgoing-mail.ts';
import { sendThroughSmtp } from './smtp-transport.ts';

/**
 * Outgoing e-mail (docs/mail.md): the tenants' SMTP settings, the worker that sends each queued
 * Mail record on this node, and what sends mail: the partner invitation and the self-registration
 * page its link opens.
 */
export async function registerMail(
  app: FastifyInstance,
  options: {
    db: Database;
    catalogue: EntityCatalogue;
    queue: JobQueue;
    publicUrl: string;
    registry: RegistryServices;
  },
): Promise<void> {
  const { db, catalogue, queue } = options;
  await queue.work<SendMailJob>(sendMailJobName, (job) => sendQueuedMail(db, sendThroughSmtp, job));
  registerMailSettingsRoutes(app, db);
  registerOnboardPartner(app, { db, catalogue, queue, publicUrl: options.publicUrl });
  registerSelfRegistrationRoutes(app, { db, catalogue, registry: options.registry });
}
