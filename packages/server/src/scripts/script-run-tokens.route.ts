import { apiPaths, type ScriptRunTokenRequest } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import { readConfigurationDocument } from '../configuration-documents/configuration-document-store.ts';
import type { Database } from '../db/database.ts';
import { isAnyAdmin } from '../permissions/assert-admin.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { userConfigurationDocument } from '../user-configuration/build-user-configuration.ts';
import type { ScriptRunTokens } from './script-run-tokens.ts';

/**
 * `POST /api/script/run-tokens` with `{ name }`: a token of a minute with which a new tab runs that
 * script (`GET /api/script/runs/{name}?token=`) as the caller, in the caller's session. Admins may
 * ask for one; everybody when the tenant's `allowOpenQueryToken` setting is on (foundation.md §2,
 * Ctrl+Shift+X). The run itself is checked as the caller's own.
 */
export function registerScriptRunTokenRoute(
  app: FastifyInstance,
  context: { db: Database; runTokens: ScriptRunTokens },
): void {
  app.post<{ Body: ScriptRunTokenRequest }>(
    apiPaths.scriptRunTokens,
    {
      config: { permission: false },
      schema: {
        tags: ['Scripts'],
        summary: 'A token of a minute that runs one script by name in a new tab',
        body: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 100, description: "The script's name" },
          },
        },
        response: {
          201: {
            description: 'The token, for the `token` of the run, and when it expires',
            type: 'object',
            required: ['token', 'expiresAt'],
            properties: { token: { type: 'string' }, expiresAt: { type: 'string', format: 'date-time' } },
          },
        },
      },
    },
    async (request, reply) => {
      const { sid, tenant, username } = request.session;
      if (!isAnyAdmin(request.session) && !(await allowsOpenQueryToken(context.db, tenant)))
        throw new LessorError('FORBIDDEN', ['isAdmin']);
      const issued = await context.runTokens.issue({ sid, tenant, username, name: request.body.name });
      return reply.code(201).send({ token: issued.token, expiresAt: issued.expiresAt.toISOString() });
    },
  );
}

/** The tenant's allowOpenQueryToken setting, among the `options` of its user-configuration document; off unless set. */
async function allowsOpenQueryToken(db: Database, tenant: string): Promise<boolean> {
  const document = await withTenant(db.app, tenant, (trx) =>
    readConfigurationDocument<{ options?: Record<string, unknown> }>(trx, tenant, userConfigurationDocument),
  );
  return document?.value?.options?.allowOpenQueryToken === true;
}
