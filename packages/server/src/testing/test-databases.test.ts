import { randomBytes } from 'node:crypto';
import type { EntityDefinition } from '@lessor/domain/entities';
import { entitiesWithThrowaway, throwawayEntity } from '@lessor/domain/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open-database.ts';
import { secretContexts } from '../secrets/secret-contexts.ts';
import { administer, databaseUrl } from './postgres-template.ts';
import { availableTestDatabases } from './test-databases.ts';

describe.each(await availableTestDatabases())('a test database on $name', (database) => {
  let copy: Database;
  let fresh: Database;
  let dropFresh = async () => {};

  beforeAll(async () => {
    copy = await database.open();
    ({ db: fresh, drop: dropFresh } = await openFreshlyMigrated(copy));
  });
  afterAll(async () => {
    await fresh.close();
    await dropFresh();
    await copy.close();
  });

  it('has the schema, roles, grants, policies and rows of a database migrated on the spot', async () => {
    expect(await describeDatabase(copy)).toEqual(await describeDatabase(fresh));
  });

  it('draws its own session secret', async () => {
    const other = await database.open();
    try {
      expect(await sessionSecret(copy)).not.toBe(await sessionSecret(other));
      expect(await sessionSecret(copy)).toMatch(/^[\w-]{43}$/);
    } finally {
      await other.close();
    }
  });

  // Migrates a database from empty in the test itself: more than one test's time on a busy machine.
  it('gets the tables of entities the registry lacks by running their migrations alone', async () => {
    const wider = await database.open({ entities: entitiesWithThrowaway });
    const { db: freshWider, drop } = await openFreshlyMigrated(wider, entitiesWithThrowaway);
    try {
      expect(await describeDatabase(wider)).toEqual(await describeDatabase(freshWider));
      const { rows } = await sql<{ name: string; timestamp: string }>`
        select name, timestamp from kysely_migration order by timestamp, name`.execute(wider.owner);
      const added = rows.filter((row) => row.name.startsWith(`entity-${throwawayEntity.table}-`));
      expect(added.map((row) => row.name)).toContain(`entity-${throwawayEntity.table}-0001-table`);
      // The template's migrations ran when the run made it; opening the copy ran only the new ones.
      expect(rows.slice(-added.length)).toEqual(added);
      const lastOfTemplate = rows.at(-added.length - 1)?.timestamp ?? '';
      for (const row of added) expect(row.timestamp > lastOfTemplate).toBe(true);
    } finally {
      await freshWider.close();
      await drop();
      await wider.close();
    }
  }, 120_000);
});

/** A database opened the way a server opens one: empty, then migrated (for `entities` when given). */
async function openFreshlyMigrated(
  beside: Database,
  entities?: readonly EntityDefinition[],
): Promise<{ db: Database; drop: () => Promise<void> }> {
  const catalogue = entities ? { entities } : {};
  if (!beside.connectionString) return { db: await openDatabase(catalogue), drop: async () => {} };
  const server = beside.connectionString;
  const name = `lessor_fresh_${randomBytes(6).toString('hex')}`;
  await administer(server, `create database ${name}`);
  return {
    db: await openDatabase({ databaseUrl: databaseUrl(server, name), ...catalogue }),
    drop: () => administer(server, `drop database if exists ${name} with (force)`),
  };
}

/** Everything migrations make, except when they ran and the secret they drew. */
async function describeDatabase(db: Database): Promise<unknown[]> {
  const queries = [
    sql`select table_name, column_name, data_type, column_default, is_nullable, generation_expression
        from information_schema.columns where table_schema = 'public' order by 1, 2`,
    sql`select relname, relkind, relrowsecurity, relforcerowsecurity, relowner::regrole::text as owner
        from pg_class where relnamespace = 'public'::regnamespace order by 1`,
    sql`select tablename, policyname, permissive, roles::text, cmd, qual, with_check
        from pg_policies where schemaname = 'public' order by 1, 2`,
    sql`select table_name, grantee, privilege_type from information_schema.role_table_grants
        where table_schema = 'public' order by 1, 2, 3`,
    sql`select tablename, indexdef from pg_indexes where schemaname = 'public' order by 1, 2`,
    sql`select conrelid::regclass::text as on_table, conname, pg_get_constraintdef(oid) as definition
        from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`,
    sql`select proname, pg_get_functiondef(oid) as definition from pg_proc
        where pronamespace = 'public'::regnamespace order by 1`,
    sql`select tgrelid::regclass::text as on_table, tgname from pg_trigger where not tgisinternal order by 1, 2`,
    sql`select rolname, rolsuper, rolinherit, rolcanlogin, rolbypassrls from pg_roles
        where rolname = 'lessor_app'`,
    sql`select name from kysely_migration order by name`,
    sql`select key from system_settings order by key`,
  ];
  return Promise.all(queries.map(async (query) => (await query.execute(db.owner)).rows));
}

/** The signing secret as the server reads it: sealed in the table, opened with the run's key. */
async function sessionSecret(db: Database): Promise<string> {
  const { rows } = await sql<{ value: string }>`
    select value from system_settings where key = 'session_secret'`.execute(db.owner);
  return db.secrets.open(rows[0]?.value ?? '', secretContexts.sessionSecret);
}
