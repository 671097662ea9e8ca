import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { protectTenantTable } from '../../tenancy/tenant-policy.ts';
import { appRole } from '../database.ts';
import { createConfigChecks } from './config-check-migration.ts';
import { createCronRuns } from './crons-migration.ts';
import { addDocumentSortIndex, addFileFieldDocuments, createRecordDocuments } from './documents-migration.ts';
import {
  allowOidcStateCleanup,
  appointMainAdmins,
  createIdentityProviderSchema,
  createIdentitySchema,
  createTotpUsage,
  createUserPhotos,
} from './identity-migration.ts';
import { createImportTables } from './imports-migration.ts';
import { createMailTables } from './mail-migration.ts';
import { createUserNotifications } from './notifications-migration.ts';
import { createObjectStorage } from './object-storage-migration.ts';
import { keepSecretsOutOfReach } from './secrets-migration.ts';
import { createTranslationTables } from './shell-translations-migration.ts';

/** Tables that are not entities: tenants, users, sign-in tokens, counters, settings. */
export const coreMigrations: Record<string, Migration> = {
  '0001-core': { up: createCoreSchema },
  '0002-configuration-documents': { up: createConfigurationDocuments },
  'identity-0001-sessions-profiles-preferences': { up: createIdentitySchema },
  'identity-0002-providers': { up: createIdentityProviderSchema },
  'identity-0003-user-photos': { up: createUserPhotos },
  'identity-0004-oidc-state-cleanup': { up: allowOidcStateCleanup },
  'identity-0005-secrets-out-of-reach': { up: keepSecretsOutOfReach },
  'shell-0001-translations': { up: createTranslationTables },
  'documents-0001-record-documents': { up: createRecordDocuments },
  'documents-0002-file-fields': { up: addFileFieldDocuments },
  'entity-engine-0003-record-secrets': { up: createRecordSecrets },
  'identity-0006-totp-usage': { up: createTotpUsage },
  'identity-0007-main-admins': { up: appointMainAdmins },
  'jobs-0001-imports': { up: createImportTables },
  'jobs-0002-cron-runs': { up: createCronRuns },
  'notifications-0001-user-notifications': { up: createUserNotifications },
  'documents-0003-sort-index': { up: addDocumentSortIndex },
  'mail-0001-settings-and-invitations': { up: createMailTables },
  'documents-0004-object-storage': { up: createObjectStorage },
  'config-check-0001-last-checks': { up: createConfigChecks },
};

/**
 * The values of password fields, beside their records rather than in them: every read of a
 * record (answers, lists, includes, filters, history) then leaves them out by construction.
 */
async function createRecordSecrets(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('record_secrets')
    .addColumn('tenant', 'text', (col) => col.notNull().references('tenants.id'))
    .addColumn('entity_name', 'text', (col) => col.notNull())
    .addColumn('record_id', 'uuid', (col) => col.notNull())
    .addColumn('field', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('record_secrets_pk', ['tenant', 'entity_name', 'record_id', 'field'])
    .execute();
  await protectTenantTable(db, 'record_secrets');
}

/** Each tenant's configuration documents, every version kept. */
async function createConfigurationDocuments(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('configuration_documents')
    .addColumn('tenant', 'text', (col) => col.notNull().references('tenants.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('value', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('configuration_documents_pk', ['tenant', 'name', 'version'])
    .execute();
  await protectTenantTable(db, 'configuration_documents');
}

async function createCoreSchema(db: Kysely<unknown>): Promise<void> {
  await createAppRole(db);
  const role = sql.id(appRole);

  await db.schema
    .createTable('tenants')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('master'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`grant select, insert on tenants to ${role}`.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant', 'text', (col) => col.notNull().references('tenants.id'))
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('email', 'text')
    .addColumn('locale', 'text', (col) => col.notNull().defaultTo('en-EU'))
    .addColumn('is_admin', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_locked', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('users_tenant_username', ['tenant', 'username'])
    .execute();
  await protectTenantTable(db, 'users');

  // Looked up before the tenant is known, so not tenant-bound; only hashes are kept.
  await db.schema
    .createTable('login_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('tenant', 'text', (col) => col.notNull().references('tenants.id'))
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await sql`grant select, insert, update on login_tokens to ${role}`.execute(db);

  await db.schema
    .createTable('counters')
    .addColumn('tenant', 'text', (col) => col.notNull().references('tenants.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('value', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('counters_pk', ['tenant', 'name'])
    .execute();
  await protectTenantTable(db, 'counters');

  await db.schema
    .createTable('system_settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
  await sql`grant select on system_settings to ${role}`.execute(db);
  // Its session secret is made as the database opens (session-secret.ts), not here: a migrated
  // database saved for first starts must hold none.
}

/**
 * Creates the application role once per server (roles are shared by all databases of a server,
 * and parallel migrations may race to create it). An owner that is not a superuser must be a
 * member of the role to start sessions as it.
 */
async function createAppRole(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$ begin
      if not exists (select from pg_roles where rolname = ${sql.lit(appRole)}) then
        create role ${sql.id(appRole)} nologin nosuperuser nobypassrls;
      end if;
    exception when duplicate_object or unique_violation then null;
    end $$`.execute(db);
  const { rows } = await sql<{
    rolsuper: boolean;
  }>`select rolsuper from pg_roles where rolname = current_user`.execute(db);
  if (!rows[0]?.rolsuper) await sql`grant ${sql.id(appRole)} to current_user`.execute(db);
  await sql`grant usage on schema public to ${sql.id(appRole)}`.execute(db);
}
