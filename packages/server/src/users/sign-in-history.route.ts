import { apiPaths } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import { paginationHeaders } from '@lessor/domain/query';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { pathParams } from '../openapi/documented-only.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { readSignIns } from './sign-in-history.ts';
import { getUser } from './user-store.ts';

/** Sign-ins one call answers at most: a page of a user's history, never the whole trail. */
const pageBound = 100;

/**
 * `GET /api/core/users/{username}/sign-ins?range=0-19`: the user's latest sign-ins and refused
 * sign-ins, newest first, with the paging headers of a list; for their page's Sign-in history
 * card. Read with the users' permission, as the user is; a user of another tenant is not found.
 */
export function registerSignInHistory(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { username: string }; Querystring: { range?: string } }>(
    `${apiPaths.users}/:username/sign-ins`,
    {
      schema: {
        tags: ['Users'],
        summary: "A user's latest sign-ins and refused sign-ins, newest first",
        params: pathParams({ username: 'The user' }),
        querystring: {
          type: 'object',
          properties: { range: { type: 'string', pattern: '^\\d{1,9}-\\d{1,9}$', default: '0-19' } },
        },
        response: { 200: { description: 'Date, outcome and way of each sign-in, with the paging headers' } },
      },
    },
    async (request, reply) => {
      const { tenant } = request.session;
      const [start = 0, end = 19] = (request.query.range ?? '0-19').split('-').map(Number);
      if (end < start || end - start >= pageBound) throw new LessorError('INVALID_FIELD_IN_QUERY', ['range']);
      const limit = end - start + 1;
      const signIns = await withTenant(db.app, tenant, async (trx) => {
        const user = await getUser(trx, tenant, request.params.username);
        return readSignIns(trx, tenant, user.username, { offset: start, limit: limit + 1 });
      });
      const page = signIns.slice(0, limit);
      reply.headers({
        [paginationHeaders.continues]: String(signIns.length > limit),
        [paginationHeaders.size]: String(limit),
        [paginationHeaders.limit]: String(page.length),
        [paginationHeaders.offset]: String(start),
      });
      return page;
    },
  );
}
