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
import { syncPerson } from './sync-person.ts';
import { createUserSchema, updateUserSchema } from './user-body-schema.ts';
import {
  assertSortable,
  assertUsernameFree,
  createUser,
  deleteUser,
  getUser,
  listUsers,
  type UserFilter,
  updateUser,
} from './user-store.ts';

interface ListQuery {
  username?: string;
  person?: string;
  search?: string;
  fromLastLoginDate?: string;
  toLastLoginDate?: string;
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
    username: {
      type: 'string',
      maxLength: 10_000,
      description: 'A username, or several separated by commas',
    },
    person: { type: 'string', maxLength: 100 },
    search: { type: 'string', maxLength: 254, description: 'Text in the username, the names or the e-mail' },
    fromLastLoginDate: { type: 'string', maxLength: 40, description: 'Last sign-in on or after (ISO date)' },
    toLastLoginDate: { type: 'string', maxLength: 40, description: 'Last sign-in on or before (ISO date)' },
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

/** `/api/core/users`: list (`?username=` for uniqueness, `?person=`), read, create, update, delete. */
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
      const { username, person, search, range = '0-249', projection } = request.query;
      const [start = 0, end = 249] = range.split('-').map(Number);
      if (end < start || end - start >= 1000) throw new LessorError('INVALID_FIELD_IN_QUERY', ['range']);
      const limit = end - start + 1;
      const sort = parseSort(request.query.sort);
      assertSortable(sort);
      const users = await withTenant(db.app, request.session.tenant, (trx) =>
        listUsers(trx, request.session.tenant, {
          ...(username !== undefined ? { usernames: username.split(',') } : {}),
          ...(person !== undefined ? { person } : {}),
          ...(search ? { search } : {}),
          ...lastLoginBounds(request.query),
          sort,
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

  const readSchema = {
    tags,
    summary: 'Read a user',
    params: usernameParams,
    querystring: itemQuerySchema,
    response: answer('The user'),
  };
  app.get<ItemRoute>(item, { schema: readSchema }, async (request) => {
    const { tenant } = request.session;
    const user = await withTenant(db.app, tenant, (trx) => getUser(trx, tenant, request.params.username));
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
        assertMayGrant(await callerOf(trx, session), undefined, input);
        return createUser(trx, session.tenant, input);
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
        const user = await withTenant(db.app, session.tenant, async (trx) => {
          const target = await getUser(trx, session.tenant, username);
          assertMayChange(await callerOf(trx, session), target, input);
          await assertTenantKeepsAnAdmin(trx, target, { ...target, ...input });
          return updateUser(trx, session.tenant, username, input);
        });
        if (user.isLocked) await revokeUserSessions(db.app, session.tenant, username);
        else refreshUserSessions(session.tenant, username);
        return user;
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

/** The last sign-in range of a list call, each bound an ISO date or instant. */
function lastLoginBounds(query: ListQuery): Pick<UserFilter, 'fromLastLoginDate' | 'toLastLoginDate'> {
  const bounds: Pick<UserFilter, 'fromLastLoginDate' | 'toLastLoginDate'> = {};
  for (const bound of ['fromLastLoginDate', 'toLastLoginDate'] as const) {
    const value = query[bound];
    if (!value) continue;
    if (!isoDate.test(value) || Number.isNaN(Date.parse(value)))
      throw new LessorError('INVALID_FIELD_IN_QUERY', [bound]);
    bounds[bound] = value;
  }
  return bounds;
}

const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** The caller as stored now: rights are judged on the account, not on what a token carried. */
function callerOf(trx: TenantTransaction, session: Session) {
  return getUser(trx, session.tenant, session.username);
}
