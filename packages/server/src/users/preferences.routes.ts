import { type UserPreference, userPreferenceTypes } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { pathParams } from '../openapi/documented-only.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { deletePreference, savePreference } from './store/preference-store.ts';

const preferenceSchema = {
  type: 'object',
  required: ['_id', 'type', 'value'],
  additionalProperties: false,
  properties: {
    _id: { type: 'string', minLength: 1, maxLength: 200 },
    groupId: { type: ['string', 'null'], maxLength: 200 },
    type: { type: 'string', enum: [...userPreferenceTypes] },
    value: {},
  },
} as const;

const tags = ['Users'];
const ownParams = pathParams({ username: 'Mine' });
const preferenceParams = pathParams({ username: 'Mine', id: 'The preference' });

/** `POST /api/core/users/{username}/preferences` and `DELETE .../preferences/{id}`: a user's own only. */
export function registerPreferenceRoutes(app: FastifyInstance, db: Database): void {
  const path = '/api/core/users/:username/preferences';

  app.post<{ Params: { username: string }; Body: UserPreference }>(
    path,
    {
      config: { permission: false },
      schema: {
        tags,
        summary: 'Save one of my preferences (a saved search, a table configuration...)',
        params: ownParams,
        body: preferenceSchema,
        response: { 200: { description: 'The preference saved' } },
      },
    },
    async (request) => {
      const { tenant, username } = ownUser(request);
      return withTenant(db.app, tenant, (trx) => savePreference(trx, { tenant, username }, request.body));
    },
  );

  app.delete<{ Params: { username: string; id: string } }>(
    `${path}/:id`,
    {
      config: { permission: false },
      schema: {
        tags,
        summary: 'Delete one of my preferences',
        params: preferenceParams,
        response: { 204: { description: 'Deleted', type: 'null' } },
      },
    },
    async (request, reply) => {
      const { tenant, username } = ownUser(request);
      await withTenant(db.app, tenant, (trx) =>
        deletePreference(trx, { tenant, username }, request.params.id),
      );
      return reply.code(204).send();
    },
  );
}

function ownUser(request: FastifyRequest<{ Params: { username: string } }>) {
  const { tenant, username } = request.session;
  if (request.params.username !== username) throw new LessorError('FORBIDDEN', ['write /api/core/users']);
  return { tenant, username };
}
