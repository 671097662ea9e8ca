import { apiPaths } from '@lessor/domain/api';
import {
  communicationEntity,
  type PartnerOnboarding,
  partnerOnboardingFields,
} from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { normalizeRecord, validateRecord } from '@lessor/domain/validation';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { recordAnswer, recordComponents } from '../entities/http/entity-route-schemas.ts';
import { writeHeaders, writeOptions } from '../entities/http/write-options.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import { assertBodyObject } from '../entities/writing/prepare-record.ts';
import { documentedOnly } from '../openapi/documented-only.ts';
import { partnerInvitation } from './partner-invitation.ts';

/**
 * `POST /api/script/runs/onboard-partner` with `{companyName, email, message?}`: records the
 * self-registration e-mail to a new partner as an outgoing communication, and answers it (201).
 * The agreements list's 'Onboard a new partner' dialog sends it. The link in it starts with the
 * configured public URL, never the request's Host header: a forged one would send the partner,
 * and the token, to a site of the sender's choosing.
 */
export function registerOnboardPartner(
  app: FastifyInstance,
  db: Database,
  catalogue: EntityCatalogue,
  publicUrl: string,
): void {
  const communications = new EntityService(db, catalogue, communicationEntity);
  app.post(
    apiPaths.onboardPartner,
    {
      config: {
        permission: `write ${communicationEntity.apiPath}`,
        openApiComponents: recordComponents(communicationEntity),
      },
      schema: {
        tags: ['Partners'],
        summary: 'Invite a partner to register: the e-mail is recorded as a communication',
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
      const answer = await communications.create(
        actorOf(request),
        partnerInvitation(onboarding, publicUrl),
        writeOptions(request),
      );
      return reply.code(answer.statusCode).send(answer.body);
    },
  );
}

/** The dialog's rules, checked again here: the first problem names the error, all go in `errors`. */
function readOnboarding(body: unknown): PartnerOnboarding {
  assertBodyObject(body);
  const onboarding = normalizeRecord(partnerOnboardingFields, body);
  const [first, ...others] = validateRecord(partnerOnboardingFields, onboarding);
  if (first) {
    const params =
      first.code === 'INVALID_FIELD_VALUE' ? [onboarding[first.field], first.field] : [first.field];
    throw new LessorError(first.code, params, [first, ...others]);
  }
  // Valid: the two mandatory texts are strings, and the message is one when present.
  const { companyName, email, message } = onboarding;
  return {
    companyName: String(companyName),
    email: String(email),
    ...(typeof message === 'string' && message.trim() !== '' ? { message } : {}),
  };
}
