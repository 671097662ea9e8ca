import { type Kysely, sql } from 'kysely';
import { protectTenantTable } from '../../tenancy/tenant-policy.ts';
import { appRole } from '../database.ts';

/**
 * Users' profiles, flags and second factor; sessions that can be revoked; user preferences;
 * key-values. Sessions and sign-in tokens were first left unbound to a tenant; since
 * secrets-migration.ts, sessions are bound to the tenant their signed token names.
 */
export async function createIdentitySchema(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('profiles', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('is_main_admin', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_super_admin', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('can_impersonate', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('mobile', 'text')
    .addColumn('person_registration', 'text')
    .addColumn('partner_registration', 'text')
    .addColumn('orga_registration', 'text')
    .addColumn('has_activated_mfa', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('totp_secret', 'text')
    .addColumn('last_login_date', 'timestamptz')
    .addColumn('is_notifications_disabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('auth_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('tenant', 'text', (col) => col.notNull().references('tenants.id'))
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('auth_sessions_user')
    .on('auth_sessions')
    .columns(['tenant', 'username'])
    .execute();
  await sql`grant select, insert, update on auth_sessions to ${sql.id(appRole)}`.execute(db);

  await db.schema
    .createTable('user_preferences')
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('tenant', 'text', (col) => col.notNull().references('tenants.id'))
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('group_id', 'text')
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('value', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_preferences_pk', ['tenant', 'username', 'id'])
    .execute();
  await protectTenantTable(db, 'user_preferences');

  await db.schema
    .createTable('key_values')
    .addColumn('tenant', 'text', (col) => col.notNull().references('tenants.id'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('value', 'jsonb', (col) => col.notNull())
    .addColumn('is_short_url', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('key_values_pk', ['tenant', 'key'])
    .execute();
  await protectTenantTable(db, 'key_values');
}

/**
 * Sign-in before the tenant is known: which tenant a host name or an identity provider id belongs
 * to, the OIDC states handed out (so a replayed one is refused), and the provider's refresh token
 * kept with the session it opened.
 */
export async function createIdentityProviderSchema(db: Kysely<unknown>): Promise<void> {
  const role = sql.id(appRole);
  await db.schema
    .createTable('identity_directory')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('tenant', 'text', (col) => col.notNull().references('tenants.id'))
    .addPrimaryKeyConstraint('identity_directory_pk', ['kind', 'key'])
    .execute();
  await sql`grant select, insert, update, delete on identity_directory to ${role}`.execute(db);

  await db.schema
    .createTable('oidc_states')
    .addColumn('state', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('code_verifier', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('used_at', 'timestamptz')
    .execute();
  await sql`grant select, insert, update on oidc_states to ${role}`.execute(db);

  await db.schema
    .alterTable('auth_sessions')
    .addColumn('sso_provider', 'text')
    .addColumn('sso_refresh_token', 'text')
    .execute();
}

/** Each user's photo, kept beside the user. */
export async function createUserPhotos(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_photos')
    .addColumn('tenant', 'text', (col) => col.notNull().references('tenants.id'))
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('content', 'bytea', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_photos_pk', ['tenant', 'username'])
    .execute();
  await protectTenantTable(db, 'user_photos');
}

/** OIDC states older than a day are deleted as new ones are issued. */
export async function allowOidcStateCleanup(db: Kysely<unknown>): Promise<void> {
  await sql`grant delete on oidc_states to ${sql.id(appRole)}`.execute(db);
}

/**
 * What makes a TOTP code and a TOTP challenge good once, on every node: per user, the last time
 * step accepted and the wrong codes counted towards a lock; the challenges already used, kept
 * until they expire.
 */
export async function createTotpUsage(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('totp_usage')
    .addColumn('tenant', 'text', (col) => col.notNull().references('tenants.id'))
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('last_step', 'integer')
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failures_since', 'timestamptz')
    .addColumn('locked_until', 'timestamptz')
    .addPrimaryKeyConstraint('totp_usage_pk', ['tenant', 'username'])
    .execute();
  await protectTenantTable(db, 'totp_usage');

  await db.schema
    .createTable('totp_used_challenges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await sql`grant select, insert, delete on totp_used_challenges to ${sql.id(appRole)}`.execute(db);
}

/**
 * A tenant created before main admins were made by tenant creation gets one: its oldest unlocked
 * admin becomes main admin and may impersonate, or nobody there could hand out sign-in links.
 */
export async function appointMainAdmins<DB>(db: Kysely<DB>): Promise<void> {
  await sql`
    update users set is_main_admin = true, can_impersonate = true
    where id in (
      select distinct on (tenant) id from users
      where is_admin and not is_locked
        and tenant not in (select tenant from users where is_main_admin or is_super_admin)
      order by tenant, created_at, username
    )`.execute(db);
}
