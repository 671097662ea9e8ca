import { apiPaths, type UserInput } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import { paginationHeaders, parseSort } from '@lessor/domain/query';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import { refreshUserSessions, revokeUserSessions } from '../auth/session-registry.ts';
import type { Session } from '../auth/session-tokens.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { documentedOnly, pathParams } from '../openapi/documented-only.ts';
import { type TenantTransaction, withTenant } from '../tenancy/with-tenant.ts';
import { assertMayActOn, assertMayChange, assertMayGrant } from './assert-may-change-user.ts';
import { assertTenantKeepsAnAdmin } from './assert-tenant-keeps-an-admin.ts';
import { projectUser } from './project-user.ts';
import {
  assertMaySortBy,
  readUserMatch,
  type UserMatchQuery,
  userMatchProperties,
} from './read-user-match.ts';
import { syncPerson } from './sync-person.ts';
import { createUserSchema, updateUserSchema } from './user-body-schema.ts';
import { userSeenBy } from './user-seen-by.ts';
import {
  assertSortable,
  assertUsernameFree,
  createUser,
  deleteUser,
  getUser,
  listUsers,
  updateUser,
} from './user-store.ts';

interface ListQuery extends UserMatchQuery {
  sort?: string;
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
    ...userMatchProperties,
    sort: { type: 'string', maxLength: 500, description: 'Fields to order by, -field descending' },
    range: { type: 'string', pattern: '^\\d{1,9}-\\d{1,9}$' },
    projection: { type: 'string', maxLength: 1000 },
    syncPerson: { type: 'string' },
  },
} as const;

const tags = ['Users'];
const usernameParams = pathParams({ username: 'The username' });
/** `projectUser` reads it as the list does. */
const itemQuerySchema = documentedOnly({
  type: 'object',
  properties: { projection: { type: 'string', description: 'Fields to keep, or -field to drop' } },
});
const answer = (description: string) => ({ 200: { description } });

/**
 * `/api/core/users`: list (`?username=` for uniqueness, `?person=`), read, create, update, delete.
 * Each answer shows the admin flags its caller holds, no others (`userSeenBy`).
 */
export function registerUserRoutes(app: FastifyInstance, db: Database, catalogue: EntityCatalogue): void {
  const path = apiPaths.users;
  const item = `${path}/:username`;

  app.get<{ Querystring: ListQuery }>(
    path,
    {
      schema: {
        tags,
        summary: 'List the users (?username= to check one is free, ?person=)',
        querystring: listQuerySchema,
        response: answer('A page of users, with the paging headers'),
      },
    },
    async (request, reply) => {
      const { session } = request;
      const { range = '0-249', projection } = request.query;
      const [start = 0, end = 249] = range.split('-').map(Number);
      if (end < start || end - start >= 1000) throw new LessorError('INVALID_FIELD_IN_QUERY', ['range']);
      const limit = end - start + 1;
      const sort = parseSort(request.query.sort);
      assertSortable(sort);
      const { caller, users } = await withTenant(db.app, session.tenant, async (trx) => {
        const caller = await callerOf(trx, session);
        assertMaySortBy(sort, caller);
        const match = readUserMatch(request.query, caller);
        const users = await listUsers(trx, session.tenant, {
          ...match,
          sort,
          offset: start,
          limit: limit + 1,
        });
        return { caller, users };
      });
      const page = users.slice(0, limit);
      reply.headers({
        [paginationHeaders.continues]: String(users.length > limit),
        [paginationHeaders.size]: String(limit),
        [paginationHeaders.limit]: String(page.length),
        [paginationHeaders.offset]: String(start),
      });
      return page.map((user) => projectUser(userSeenBy(caller, user), projection));
    },
  );

  const readSchema = {
    tags,
    summary: 'Read a user',
    params: usernameParams,
    querystring: itemQuerySchema,
    response: answer('The user'),
  };
  app.get<ItemRoute>(item, { schema: readSchema }, async (request) => {
    const { session } = request;
    const user = await withTenant(db.app, session.tenant, async (trx) =>
      userSeenBy(await callerOf(trx, session), await getUser(trx, session.tenant, request.params.username)),
    );
    return projectUser(user, request.query.projection);
  });

  app.post<{ Body: UserInput; Querystring: { syncPerson?: string } }>(
    path,
    {
      schema: {
        tags,
        summary: 'Create a user (?syncPerson=1 creates its person too)',
        body: createUserSchema,
        querystring: listQuerySchema,
        response: { 201: { description: 'The user' } },
      },
    },
    async (request, reply) => {
      const { session } = request;
      const assertMayCreate = (input: UserInput) =>
        withTenant(db.app, session.tenant, async (trx) => {
          assertMayGrant(await callerOf(trx, session), undefined, input);
          await assertUsernameFree(trx, session.tenant, input.username);
        });
      // Refused before any person is created for it.
      await assertMayCreate(request.body);
      const input =
        request.query.syncPerson === '1'
          ? await syncPerson(db, catalogue, actorOf(request), request.body, assertMayCreate)
          : request.body;
      const user = await withTenant(db.app, session.tenant, async (trx) => {
        const caller = await callerOf(trx, session);
        assertMayGrant(caller, undefined, input);
        return userSeenBy(caller, await createUser(trx, session.tenant, input));
      });
      return reply.code(201).send(user);
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method]<{ Params: { username: string }; Body: Partial<UserInput> }>(
      item,
      {
        schema: {
          tags,
          summary: 'Change the fields of a user that the body names',
          params: usernameParams,
          body: updateUserSchema,
          response: answer('The user'),
        },
      },
      async (request) => {
        const { session } = request;
        const { username } = request.params;
        const input = request.body ?? {};
        const { caller, user } = await withTenant(db.app, session.tenant, async (trx) => {
          const target = await getUser(trx, session.tenant, username);
          const caller = await callerOf(trx, session);
          assertMayChange(caller, target, input);
          await assertTenantKeepsAnAdmin(trx, target, { ...target, ...input });
          return { caller, user: await updateUser(trx, session.tenant, username, input) };
        });
        if (user.isLocked) await revokeUserSessions(db.app, session.tenant, username);
        else refreshUserSessions(session.tenant, username);
        return userSeenBy(caller, user);
      },
    );
  }

  const removeSchema = {
    tags,
    summary: 'Delete a user; their sessions end',
    params: usernameParams,
    response: { 204: { description: 'Deleted', type: 'null' } },
  };
  app.delete<{ Params: { username: string } }>(item, { schema: removeSchema }, async (request, reply) => {
    const { session } = request;
    const { username } = request.params;
    await withTenant(db.app, session.tenant, async (trx) => {
      const target = await getUser(trx, session.tenant, username);
      assertMayActOn(await callerOf(trx, session), target);
      await assertTenantKeepsAnAdmin(trx, target, undefined);
      await deleteUser(trx, session.tenant, username);
    });
    await revokeUserSessions(db.app, session.tenant, username);
    return reply.code(204).send();
  });
}

/** The caller as stored now: rights are judged on the account, not on what a token carried. */
function callerOf(trx: TenantTransaction, session: Session) {
  return getUser(trx, session.tenant, session.username);
}
