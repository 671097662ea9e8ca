import { apiPaths, type EntityRecord } from '@lessor/domain/api';
import {
  communicationEntity,
  mailEntity,
  type PartnerOnboarding,
  partnerOnboardingFields,
} from '@lessor/domain/entities';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { recordAnswer, recordComponents } from '../entities/http/entity-route-schemas.ts';
import { idempotencyOf, writeHeaders } from '../entities/http/write-options.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import { answerOnce } from '../entities/writing/idempotency.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { queueMailSending } from '../mail/outgoing-mail.ts';
import { documentedOnly } from '../openapi/documented-only.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { invitePartner } from './partner-invitation.ts';
import { readFormBody } from './read-form-body.ts';

/**
 * `POST /api/script/runs/onboard-partner` with `{companyName, email, message?}`: invites a new
 * partner to register (partner-invitation.ts), sends the e-mail through the tenant's SMTP server
 * and answers its Communication record (201). The agreements list's 'Onboard a new partner'
 * dialog sends it. The link in it starts with the configured public URL, never the request's Host
 * header: a forged one would send the partner, and the token, to a site of the sender's choosing.
 */
export function registerOnboardPartner(
  app: FastifyInstance,
  options: { db: Database; catalogue: EntityCatalogue; queue: JobQueue; publicUrl: string },
): void {
  const { db, catalogue, queue, publicUrl } = options;
  const communications = new EntityService(db, catalogue, communicationEntity);
  const mails = new EntityService(db, catalogue, mailEntity);
  app.post(
    apiPaths.onboardPartner,
    {
      config: {
        permission: `write ${communicationEntity.apiPath}`,
        openApiComponents: recordComponents(communicationEntity),
      },
      schema: {
        tags: ['Partners'],
        summary: 'Invite a partner to register: the e-mail is sent, and recorded as a communication',
        headers: writeHeaders.create,
        // `readOnboarding` checks it against the dialog's fields, with the catalogue's codes.
        body: documentedOnly({
          type: 'object',
          required: ['companyName', 'email'],
          properties: {
            companyName: { type: 'string', maxLength: 200 },
            email: { type: 'string', format: 'email' },
            message: { type: 'string', maxLength: 2000 },
          },
        }),
        response: {
          201: recordAnswer(communicationEntity, 'The communication'),
          200: recordAnswer(communicationEntity, 'The first answer to this Idempotency-Key'),
        },
      },
    },
    async (request, reply) => {
      const onboarding = readOnboarding(request.body);
      const actor = actorOf(request);
      let mail: EntityRecord | undefined;
      const answer = await withTenant(db.app, actor.tenant, (trx) =>
        answerOnce(trx, actor.tenant, idempotencyOf(request), 201, async () => {
          const invited = await invitePartner(trx, { communications, mails, publicUrl }, actor, onboarding);
          mail = invited.mail;
          return invited.communication;
        }),
      );
      // A replayed request sent its e-mail the first time.
      if (mail) await queueMailSending(queue, actor, mail);
      return reply.code(answer.statusCode).send(answer.body);
    },
  );
}

/** The dialog's rules, checked again here (read-form-body.ts). */
function readOnboarding(body: unknown): PartnerOnboarding {
  const { companyName, email, message } = readFormBody(partnerOnboardingFields, body);
  // Valid: the two mandatory texts are there.
  return { companyName: String(companyName), email: String(email), ...(message ? { message } : {}) };
}
