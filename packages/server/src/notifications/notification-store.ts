import type { UserNotification, UserNotificationLevel } from '@lessor/domain/api';
import type { PageRange } from '@lessor/domain/query';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';
import type { PushSubscriptionJson } from './push-sender.ts';

/** The user a notification or a subscription belongs to. */
export interface NotificationRecipient {
  tenant: string;
  username: string;
}

/** What a notification says; `link` is a path of the application. */
export interface NotificationNotice {
  level: UserNotificationLevel;
  title: string;
  message: string;
  link?: string;
}

export async function insertNotification(
  trx: TenantTransaction,
  to: NotificationRecipient,
  notice: NotificationNotice,
): Promise<string> {
  const row = await trx
    .insertInto('user_notifications')
    .values({
      ...to,
      level: notice.level,
      title: notice.title,
      message: notice.message,
      link: notice.link ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A page of the user's notifications, newest first, one more than asked to tell whether more follow. */
export async function readNotifications(
  trx: TenantTransaction,
  of: NotificationRecipient,
  range: PageRange,
): Promise<UserNotification[]> {
  const rows = await trx
    .selectFrom('user_notifications')
    .select(['id', 'created_at', 'level', 'title', 'message', 'link', 'read_at'])
    .where('tenant', '=', of.tenant)
    .where('username', '=', of.username)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(range.offset)
    .limit(range.limit + 1)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at.toISOString(),
    level: row.level,
    title: row.title,
    message: row.message,
    link: row.link,
    readAt: row.read_at ? row.read_at.toISOString() : null,
  }));
}

export async function countUnread(trx: TenantTransaction, of: NotificationRecipient): Promise<number> {
  const row = await trx
    .selectFrom('user_notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant', '=', of.tenant)
    .where('username', '=', of.username)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks the user's own notifications read: ids of others' are ignored, as if they did not exist. */
export async function markRead(
  trx: TenantTransaction,
  of: NotificationRecipient,
  which: readonly string[] | 'all',
): Promise<void> {
  if (which !== 'all' && which.length === 0) return;
  let query = trx
    .updateTable('user_notifications')
    .set({ read_at: new Date() })
    .where('tenant', '=', of.tenant)
    .where('username', '=', of.username)
    .where('read_at', 'is', null);
  if (which !== 'all') query = query.where('id', 'in', which);
  await query.execute();
}

/** Stores a browser's subscription for the user; the same browser subscribing again moves to them. */
export async function saveSubscription(
  trx: TenantTransaction,
  of: NotificationRecipient,
  subscription: PushSubscriptionJson,
): Promise<void> {
  const { p256dh, auth } = subscription.keys;
  await trx
    .insertInto('push_subscriptions')
    .values({ ...of, endpoint: subscription.endpoint, p256dh, auth })
    .onConflict((conflict) =>
      conflict.columns(['tenant', 'endpoint']).doUpdateSet({ username: of.username, p256dh, auth }),
    )
    .execute();
}

export async function readSubscriptions(
  trx: TenantTransaction,
  of: NotificationRecipient,
): Promise<PushSubscriptionJson[]> {
  const rows = await trx
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'p256dh', 'auth'])
    .where('tenant', '=', of.tenant)
    .where('username', '=', of.username)
    .execute();
  return rows.map((row) => ({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }));
}

export async function deleteSubscription(
  trx: TenantTransaction,
  of: NotificationRecipient,
  endpoint: string,
): Promise<void> {
  await trx
    .deleteFrom('push_subscriptions')
    .where('tenant', '=', of.tenant)
    .where('username', '=', of.username)
    .where('endpoint', '=', endpoint)
    .execute();
}
