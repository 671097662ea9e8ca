import { apiPaths, type ListKpis, type UserListStatus } from '@lessor/domain/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { flagsHeldBy } from './assert-may-change-user.ts';
import { readUserMatch, type UserMatchQuery, userMatchProperties } from './read-user-match.ts';
import { statusConditions, type UserMatch, usersMatching } from './store/users-matching.ts';
import { getUser } from './user-store.ts';

/**
 * `GET /api/core/users/kpis` with a users list call's filters and free text (business-areas.md §2,
 * users-kpi): how many users, and the list's figures as its KPI strip shows statuses, each a
 * filter of the list (`?status=`): locked, admins, signed in within 30 days. Admins are counted
 * for a caller who is one, as the list shows the flag to them alone. Read with the users' permission.
 */
export function registerUsersKpis(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: UserMatchQuery }>(
    `${apiPaths.users}/kpis`,
    {
      schema: {
        tags: ['Users'],
        summary: "The users list's key figures: users, locked, admins, signed in within 30 days",
        querystring: { type: 'object', properties: userMatchProperties },
        response: { 200: { description: 'The count, and the count of each figure as statuses' } },
      },
    },
    async (request) => {
      const { tenant, username } = request.session;
      return withTenant(db.app, tenant, async (trx) => {
        const caller = await getUser(trx, tenant, username);
        const figures: UserListStatus[] = flagsHeldBy(caller).includes('isAdmin')
          ? ['LOCKED', 'ADMIN', 'RECENT']
          : ['LOCKED', 'RECENT'];
        return usersKpis(trx, tenant, readUserMatch(request.query, caller), figures);
      });
    },
  );
}

async function usersKpis(
  trx: TenantTransaction,
  tenant: string,
  match: UserMatch,
  figures: readonly UserListStatus[],
): Promise<ListKpis> {
  const counted = await usersMatching(trx, tenant, match)
    .select([
      sql<string>`count(*)`.as('count'),
      ...figures.map((status) => sql<string>`count(*) filter (where ${statusConditions[status]})`.as(status)),
    ])
    .executeTakeFirstOrThrow();
  return {
    count: Number(counted.count),
    countIsLimited: false,
    statuses: figures.map((status) => ({ status, count: Number(counted[status]) })),
    sums: [],
  };
}
