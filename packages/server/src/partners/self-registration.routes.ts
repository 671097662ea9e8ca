import {
  type RegistrationLookupAnswer,
  type SelfRegistrationAnswer,
  type SelfRegistrationInvitation,
  selfRegistrationPaths,
} from '@lessor/domain/api';
import { agreementEntity, prospectEntity, selfRegistrationFields } from '@lessor/domain/entities';
import type { FastifyInstance } from 'fastify';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import { lookUpCompany } from '../external/registration-lookup/registration-lookup.routes.ts';
import type { RegistryServices } from '../external/registration-lookup/registration-provider-of-tenant.ts';
import { registrationProviderOf } from '../external/registration-lookup/registration-provider-of-tenant.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { findPartnerInvitation } from './partner-invitations.ts';
import { readFormBody } from './read-form-body.ts';
import { registerInvitedPartner } from './register-invited-partner.ts';

const tags = ['Partners'];
/** Anyone holding a link may call these: as often as a person types, not as a script guesses. */
const rateLimit = { max: 30, timeWindow: '1 minute' } as const;

/** The tenant and the token of an invitation link: all the server knows of the caller. */
const linkProperties = {
  tenant: { type: 'string', minLength: 1, maxLength: 64 },
  token: { type: 'string', minLength: 1, maxLength: 64 },
};

interface InvitationLink {
  tenant: string;
  token: string;
}

/**
 * The self-registration page's calls (business-areas.md §2), open to a partner who is not signed
 * in and holds the link of its invitation: `GET …/invitation` reads the invitation, `POST
 * …/company-lookup` asks the tenant's company registry, and `POST /api/public/self-registration`
 * registers the partner (register-invited-partner.ts), once.
 */
export function registerSelfRegistrationRoutes(
  app: FastifyInstance,
  options: { db: Database; catalogue: EntityCatalogue; registry: RegistryServices },
): void {
  const { db, catalogue } = options;
  const prospects = new EntityService(db, catalogue, prospectEntity);
  const agreements = new EntityService(db, catalogue, agreementEntity);

  app.get<{ Querystring: InvitationLink }>(
    selfRegistrationPaths.invitation,
    {
      config: { public: true, rateLimit },
      schema: {
        tags,
        summary: 'The invitation a self-registration link names',
        querystring: { type: 'object', required: ['tenant', 'token'], properties: linkProperties },
        response: {
          200: {
            type: 'object',
            properties: {
              companyName: { type: 'string' },
              email: { type: 'string' },
              expiresAt: { type: 'string' },
            },
          },
        },
      },
    },
    async (request): Promise<SelfRegistrationInvitation> => {
      const { tenant, token } = request.query;
      const invitation = await withTenant(db.app, tenant, (trx) => findPartnerInvitation(trx, tenant, token));
      return {
        companyName: invitation.companyName,
        email: invitation.email,
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },
  );

  app.post<{ Body: InvitationLink & { value: string } }>(
    selfRegistrationPaths.lookup,
    {
      config: { public: true, rateLimit },
      schema: {
        tags,
        summary: "Companies the tenant's registry knows for a number or a name, for an invited partner",
        body: {
          type: 'object',
          required: ['tenant', 'token', 'value'],
          additionalProperties: false,
          properties: { ...linkProperties, value: { type: 'string', minLength: 1, maxLength: 200 } },
        },
      },
    },
    async (request): Promise<RegistrationLookupAnswer> => {
      const { tenant, token } = request.body;
      await withTenant(db.app, tenant, (trx) => findPartnerInvitation(trx, tenant, token));
      const provider = await registrationProviderOf(db, options.registry, tenant);
      return lookUpCompany(provider, request.body.value.trim(), true);
    },
  );

  app.post<{ Body: InvitationLink & { registration: unknown } }>(
    selfRegistrationPaths.register,
    {
      config: { public: true, rateLimit },
      schema: {
        tags,
        summary: 'Register the invited partner: a prospect and a draft agreement to review',
        body: {
          type: 'object',
          required: ['tenant', 'token', 'registration'],
          additionalProperties: false,
          properties: {
            ...linkProperties,
            // Texts, then read by the page's own rules (selfRegistrationFields), with their messages.
            registration: {
              type: 'object',
              additionalProperties: false,
              properties: Object.fromEntries(
                Object.keys(selfRegistrationFields).map((name) => [
                  name,
                  { type: 'string', maxLength: 1000 },
                ]),
              ),
            },
          },
        },
        response: {
          201: {
            type: 'object',
            properties: {
              prospectRegistration: { type: 'string' },
              agreementRegistration: { type: 'string' },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { tenant, token } = request.body;
      const fields = readFormBody(selfRegistrationFields, request.body.registration);
      const registration = {
        ...fields,
        companyName: String(fields.companyName),
        firstName: String(fields.firstName),
        lastName: String(fields.lastName),
        position: String(fields.position),
        email: String(fields.email),
      };
      const answer: SelfRegistrationAnswer = await withTenant(db.app, tenant, (trx) =>
        registerInvitedPartner(trx, { prospects, agreements }, { tenant, token }, registration),
      );
      return reply.code(201).send(answer);
    },
  );
}
