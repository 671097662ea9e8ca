import type { PushMessage } from '@lessor/domain/api';
import type { Database } from '../db/database.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import {
  deleteSubscription,
  insertNotification,
  type NotificationNotice,
  type NotificationRecipient,
  readSubscriptions,
} from './notification-store.ts';
import { PushRefused, type PushSender } from './push-sender.ts';

/** Where failed deliveries are told: a Fastify or pino logger, or the console. */
export interface NotificationLog {
  warn(details: object, message: string): void;
}

/** Statuses by which a push service says a subscription is gone for good (RFC 8030 §7.3). */
const goneStatuses = new Set([404, 410]);

/**
 * Tells a user something (an import ended, a job failed): the notification is stored in the
 * user's notification centre, then sent by Web Push to each browser the user subscribed, unless
 * the user turned notifications off (`isNotificationsDisabled`). Delivery is best effort
 * (foundation.md §8, push failures are only logged); a subscription the push service says is gone
 * is deleted. Answers the notification's id.
 */
export async function notifyUser(
  db: Database,
  to: NotificationRecipient,
  notice: NotificationNotice,
  push: PushSender,
  log: NotificationLog = console,
): Promise<string> {
  if (notice.link !== undefined && !isAppPath(notice.link))
    throw new RangeError(`A notification links to a path of the application, not ${notice.link}`);
  // Short: nothing waits on a push service while the transaction is open.
  const { id, subscriptions } = await withTenant(db.app, to.tenant, async (trx) => {
    const id = await insertNotification(trx, to, notice);
    const user = await trx
      .selectFrom('users')
      .select('is_notifications_disabled')
      .where('tenant', '=', to.tenant)
      .where('username', '=', to.username)
      .executeTakeFirst();
    const wantsPush = user !== undefined && !user.is_notifications_disabled;
    return { id, subscriptions: wantsPush ? await readSubscriptions(trx, to) : [] };
  });
  const message: PushMessage = { title: notice.title, message: notice.message, link: notice.link ?? null };
  const payload = JSON.stringify(message);
  await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        await push.send(subscription, payload);
      } catch (error) {
        const gone = error instanceof PushRefused && goneStatuses.has(error.statusCode);
        if (gone)
          await withTenant(db.app, to.tenant, (trx) =>
            deleteSubscription(trx, to, subscription.endpoint),
          ).catch((failure: unknown) =>
            log.warn({ err: failure, ...to }, 'A gone push subscription was not deleted'),
          );
        else log.warn({ err: error, ...to }, 'A push message was not delivered');
      }
    }),
  );
  return id;
}

/** A path of this application: one leading slash, never a scheme or another host (`//host`). */
function isAppPath(link: string): boolean {
  return /^\/(?![/\\])/.test(link) && link.length <= 2000;
}
