import { type Kysely, sql } from 'kysely';
import { protectTenantTable } from '../../tenancy/tenant-policy.ts';

/**
 * Outgoing e-mail: the SMTP server each tenant sends through (its password sealed), and the
 * invitations a partner registers by, each known by the digest of the token its link carries.
 */
export async function createMailTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_settings')
    .addColumn('tenant', 'text', (col) => col.primaryKey().references('tenants.id'))
    .addColumn('host', 'text', (col) => col.notNull())
    .addColumn('port', 'integer', (col) => col.notNull())
    .addColumn('secure', 'boolean', (col) => col.notNull())
    .addColumn('username', 'text')
    .addColumn('password', 'text')
    .addColumn('from_address', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text', (col) => col.notNull())
    .execute();
  await protectTenantTable(db, 'mail_settings');

  await db.schema
    .createTable('partner_invitations')
    .addColumn('tenant', 'text', (col) => col.notNull().references('tenants.id'))
    .addColumn('token_digest', 'text', (col) => col.notNull())
    .addColumn('company_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('invited_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('prospect_registration', 'text')
    .addColumn('agreement_registration', 'text')
    .addPrimaryKeyConstraint('partner_invitations_pk', ['tenant', 'token_digest'])
    .execute();
  await protectTenantTable(db, 'partner_invitations');
}
