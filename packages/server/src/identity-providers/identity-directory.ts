import { LessorError } from '@lessor/domain/errors';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/schema.ts';

/** What is looked up before anybody is signed in: host names and identity provider ids. */
export type DirectoryKind = 'host' | 'oidc' | 'saml';

/** The tenant a host name or provider id belongs to. */
export async function tenantOf(
  db: Kysely<CoreDatabase>,
  kind: DirectoryKind,
  key: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('identity_directory')
    .select('tenant')
    .where('kind', '=', kind)
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.tenant;
}

/** Claims a host name or provider id for a tenant; one already held by another tenant is refused. */
export async function claimDirectoryKey(
  db: Kysely<CoreDatabase>,
  kind: DirectoryKind,
  key: string,
  tenant: string,
): Promise<void> {
  const holder = await tenantOf(db, kind, key);
  if (holder === tenant) return;
  if (holder !== undefined) throw new LessorError('VALUE_ALREADY_EXISTS', [key, kind]);
  await db.insertInto('identity_directory').values({ kind, key, tenant }).execute();
}
