import { LessorError } from '@lessor/domain/errors';
import type { Database } from '../db/database.ts';
import { assertSuperAdmin } from '../permissions/assert-super-admin.ts';
import { findTenant } from '../tenants/create-tenant.ts';

/** The query of a check: `?allTenants` (a flag: empty, true or 1), `?tenant=` (empty: the caller's). */
export interface CheckQuery {
  allTenants?: string;
  tenant?: string;
}

/**
 * The tenants a check covers, as the query asks: every tenant, another tenant, or the caller's.
 * Reaching past the caller's tenant is for super admins alone (its administrators are refused
 * `FORBIDDEN` as anyone else); a tenant that does not exist is then a 404. `many` tells an
 * answer for every tenant, an array even when there is one.
 */
export async function tenantsToCheck(
  db: Database,
  query: CheckQuery,
  caller: { tenant: string; isSuperAdmin: boolean },
): Promise<{ many: boolean; tenants: string[] }> {
  const all = query.allTenants === '' || query.allTenants === 'true' || query.allTenants === '1';
  const named = query.tenant || undefined;
  if (all) {
    if (named) throw new LessorError('INVALID_FIELD_IN_QUERY', ['tenant']);
    assertSuperAdmin(caller);
    const rows = await db.app.selectFrom('tenants').select('id').orderBy('id').execute();
    return { many: true, tenants: rows.map((row) => row.id) };
  }
  if (!named || named === caller.tenant) return { many: false, tenants: [caller.tenant] };
  assertSuperAdmin(caller);
  if (!(await findTenant(db.app, named)))
    throw new LessorError('ENTITY_REGISTRATION_NOT_FOUND', ['Tenant', named]);
  return { many: false, tenants: [named] };
}
