import type { FastifyInstance } from 'fastify';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import type { RegistryServices } from '../external/registration-lookup/registration-provider-of-tenant.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { registerOnboardPartner } from './onboard-partner.route.ts';
import { registerSelfRegistrationRoutes } from './self-registration.routes.ts';

/**
 * A partner's way in (docs/mail.md): the invitation a clerk sends, and the self-registration
 * page its link opens.
 */
export function registerPartners(
  app: FastifyInstance,
  options: {
    db: Database;
    catalogue: EntityCatalogue;
    queue: JobQueue;
    publicUrl: string;
    registry: RegistryServices;
  },
): void {
  const { db, catalogue, queue, publicUrl } = options;
  registerOnboardPartner(app, { db, catalogue, queue, publicUrl });
  registerSelfRegistrationRoutes(app, { db, catalogue, registry: options.registry });
}
