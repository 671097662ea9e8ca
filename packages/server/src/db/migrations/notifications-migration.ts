import { type Kysely, sql } from 'kysely';
import { protectTenantTable } from '../../tenancy/tenant-policy.ts';

/**
 * A user's notification centre: what the server told each user (an import that ended, a task
 * given), read or not, and the browsers that asked for Web Push messages.
 */
export async function createUserNotifications(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_notifications')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant', 'text', (col) => col.notNull().references('tenants.id'))
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('level', 'text', (col) =>
      col.notNull().check(sql`level in ('success', 'info', 'warning', 'error')`),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('link', 'text')
    .addColumn('read_at', 'timestamptz')
    .execute();
  // A user's page, newest first, and the unread count beside it.
  await db.schema
    .createIndex('user_notifications_of_user')
    .on('user_notifications')
    .columns(['tenant', 'username', 'created_at desc'])
    .execute();
  await protectTenantTable(db, 'user_notifications');

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('tenant', 'text', (col) => col.notNull().references('tenants.id'))
    .addColumn('endpoint', 'text', (col) => col.notNull())
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // The push service's address names one browser: its last user in a tenant gets its messages.
    // Unique per tenant, not across them: one browser signed in to two tenants is two subscribers,
    // and a tenant's row-level security could neither see nor take over another tenant's row.
    .addPrimaryKeyConstraint('push_subscriptions_pk', ['tenant', 'endpoint'])
    .execute();
  await db.schema
    .createIndex('push_subscriptions_of_user')
    .on('push_subscriptions')
    .columns(['tenant', 'username'])
    .execute();
  await protectTenantTable(db, 'push_subscriptions');
}
