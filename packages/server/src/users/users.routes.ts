import { apiPaths, type UserInput } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import { paginationHeaders } from '@lessor/domain/query';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/authenticate.plugin.ts';
import { revokeUserSessions } from '../auth/session-registry.ts';
import type { Database } from '../db/database.ts';
import { withTenant } from '../db/with-tenant.ts';
import { assertMayGrantFlags } from './assert-may-grant-flags.ts';
import { projectUser } from './project-user.ts';
import { syncPerson } from './sync-person.ts';
import { createUserSchema, updateUserSchema } from './user-body-schema.ts';
import { assertUsernameFree, createUser, deleteUser, getUser, listUsers, updateUser } from './user-store.ts';

interface ListQuery {
  username?: string;
  person?: string;
  range?: string;
  projection?: string;
}
interface ItemRoute {
  Params: { username: string };
  Querystring: { projection?: string };
}

const listQuerySchema = {
  type: 'object',
  properties: {
    username: { type: 'string', maxLength: 254 },
    person: { type: 'string', maxLength: 100 },
    range: { type: 'string', pattern: '^\\d{1,9}-\\d{1,9}$' },
    projection: { type: 'string', maxLength: 1000 },
    syncPerson: { type: 'string' },
  },
} as const;

/** `/api/core/users`: list (`?username=` for uniqueness, `?person=`), read, create, update, delete. */
export function registerUserRoutes(app: FastifyInstance, db: Database): void {
  const path = apiPaths.users;
  const item = `${path}/:username`;

  app.get<{ Querystring: ListQuery }>(
    path,
    { schema: { querystring: listQuerySchema } },
    async (request, reply) => {
      const { username, person, range = '0-249', projection } = request.query;
      const [start = 0, end = 249] = range.split('-').map(Number);
      if (end < start || end - start >= 1000) throw new LessorError('INVALID_FIELD_IN_QUERY', ['range']);
      const limit = end - start + 1;
      const users = await withTenant(db.app, request.session.tenant, (trx) =>
        listUsers(trx, request.session.tenant, {
          ...(username !== undefined ? { username } : {}),
          ...(person !== undefined ? { person } : {}),
          offset: start,
          limit: limit + 1,
        }),
      );
      const page = users.slice(0, limit);
      reply.headers({
        [paginationHeaders.continues]: String(users.length > limit),
        [paginationHeaders.size]: String(limit),
        [paginationHeaders.limit]: String(page.length),
        [paginationHeaders.offset]: String(start),
      });
      return page.map((user) => projectUser(user, projection));
    },
  );

  app.get<ItemRoute>(item, async (request) => {
    const { tenant } = request.session;
    const user = await withTenant(db.app, tenant, (trx) => getUser(trx, tenant, request.params.username));
    return projectUser(user, request.query.projection);
  });

  app.post<{ Body: UserInput; Querystring: { syncPerson?: string } }>(
    path,
    { schema: { body: createUserSchema, querystring: listQuerySchema } },
    async (request, reply) => {
      assertMayGrantFlags(request.session, request.body);
      const { tenant } = request.session;
      // Refused before any person is created for it.
      await withTenant(db.app, tenant, (trx) => assertUsernameFree(trx, tenant, request.body.username));
      const input =
        request.query.syncPerson === '1'
          ? await syncPerson(db, actorOf(request), request.body)
          : request.body;
      const user = await withTenant(db.app, tenant, (trx) => createUser(trx, tenant, input));
      return reply.code(201).send(user);
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method]<{ Params: { username: string }; Body: Partial<UserInput> }>(
      item,
      { schema: { body: updateUserSchema } },
      async (request) => {
        assertMayGrantFlags(request.session, request.body);
        const { tenant } = request.session;
        const { username } = request.params;
        const user = await withTenant(db.app, tenant, (trx) =>
          updateUser(trx, tenant, username, request.body),
        );
        if (user.isLocked) await revokeUserSessions(db.app, tenant, username);
        return user;
      },
    );
  }

  app.delete<{ Params: { username: string } }>(item, async (request, reply) => {
    const { tenant } = request.session;
    const { username } = request.params;
    await withTenant(db.app, tenant, (trx) => deleteUser(trx, tenant, username));
    await revokeUserSessions(db.app, tenant, username);
    return reply.code(204).send();
  });
}
