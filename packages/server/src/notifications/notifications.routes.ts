import { notificationPaths, type UserNotificationPage } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import { paginationHeaders, parseRange } from '@lessor/domain/query';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { isUuid } from '../db/is-uuid.ts';
import { documentedOnly } from '../openapi/documented-only.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { countUnread, markRead, readNotifications, saveSubscription } from './notification-store.ts';
import { type PushEndpointPolicy, readPushSubscription } from './read-push-subscription.ts';
import { loadVapidKeys } from './vapid-keys.ts';

const tags = ['Notifications'];
/** Every signed-in user has a notification centre of their own: no profile permission applies. */
const ownCentre = { permission: false } as const;
const maxIdsMarked = 1000;

const notificationSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    level: { type: 'string', enum: ['success', 'info', 'warning', 'error'] },
    title: { type: 'string' },
    message: { type: 'string' },
    link: { type: ['string', 'null'] },
    readAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

/**
 * The user's notification centre and Web Push (foundation.md §7): the VAPID public key a browser
 * subscribes with, the subscription, the user's own notifications and marking them read. A user
 * only ever sees and marks their own, in their own tenant.
 */
export async function registerNotificationRoutes(
  app: FastifyInstance,
  db: Database,
  endpoints: PushEndpointPolicy = { allowHttp: false },
): Promise<void> {
  const { publicKey } = await loadVapidKeys(db);

  app.get(
    notificationPaths.clientConfiguration,
    {
      config: ownCentre,
      schema: {
        tags,
        summary: 'The VAPID public key a browser subscribes to Web Push with',
        response: {
          200: {
            type: 'object',
            properties: { publicKey: { type: 'string', description: 'P-256 point, base64url' } },
          },
        },
      },
    },
    async () => ({ publicKey }),
  );

  app.post(
    notificationPaths.subscribe,
    {
      config: ownCentre,
      schema: {
        tags,
        summary: "Subscribe this browser to the user's push messages",
        // Read by the route, to answer a missing field as missing (MISSING_FIELD_IN_BODY).
        body: documentedOnly({
          type: 'object',
          required: ['endpoint', 'keys'],
          properties: {
            endpoint: { type: 'string', description: "The push service's https address" },
            keys: {
              type: 'object',
              required: ['p256dh', 'auth'],
              properties: { p256dh: { type: 'string' }, auth: { type: 'string' } },
            },
          },
        }),
        response: { 200: { type: 'object', properties: { endpoint: { type: 'string' } } } },
      },
    },
    async (request) => {
      const subscription = readPushSubscription(request.body, endpoints);
      const { tenant, username } = request.session;
      await withTenant(db.app, tenant, (trx) => saveSubscription(trx, { tenant, username }, subscription));
      return { endpoint: subscription.endpoint };
    },
  );

  app.get<{ Querystring: { range?: string } }>(
    notificationPaths.notifications,
    {
      config: ownCentre,
      schema: {
        tags,
        summary: 'My notifications, newest first, and how many are unread',
        // Read by parseRange, which answers the catalogue's INVALID_FIELD_IN_QUERY.
        querystring: documentedOnly({
          type: 'object',
          properties: {
            range: { type: 'string', description: 'start-end, both inclusive; 0-19 unless told' },
          },
        }),
        response: {
          200: {
            type: 'object',
            properties: {
              notifications: { type: 'array', items: notificationSchema },
              unread: { type: 'integer', description: 'Unread notifications, all pages counted' },
            },
          },
        },
      },
    },
    async (request, reply): Promise<UserNotificationPage> => {
      const range = parseRange(request.query.range);
      const { tenant, username } = request.session;
      const of = { tenant, username };
      const { rows, unread } = await withTenant(db.app, tenant, async (trx) => ({
        rows: await readNotifications(trx, of, range),
        unread: await countUnread(trx, of),
      }));
      const notifications = rows.slice(0, range.limit);
      reply.headers({
        [paginationHeaders.offset]: String(range.offset),
        [paginationHeaders.size]: String(range.limit),
        [paginationHeaders.limit]: String(notifications.length),
        [paginationHeaders.continues]: String(rows.length > range.limit),
      });
      return { notifications, unread };
    },
  );

  app.post(
    notificationPaths.read,
    {
      config: ownCentre,
      schema: {
        tags,
        summary: 'Mark some of my notifications read, or all of them',
        body: documentedOnly({
          type: 'object',
          properties: {
            ids: { type: 'array', items: { type: 'string', format: 'uuid' } },
            all: { type: 'boolean', const: true },
          },
        }),
        response: {
          200: {
            type: 'object',
            properties: { unread: { type: 'integer', description: 'Unread notifications left' } },
          },
        },
      },
    },
    async (request) => {
      const which = readMarked(request.body);
      const { tenant, username } = request.session;
      const of = { tenant, username };
      const unread = await withTenant(db.app, tenant, async (trx) => {
        await markRead(trx, of, which);
        return countUnread(trx, of);
      });
      return { unread };
    },
  );
}

/** `{ids: [...]}` or `{all: true}`; an id of no notification of the user's is ignored. */
function readMarked(body: unknown): readonly string[] | 'all' {
  if (body === undefined || body === null || body === '') throw new LessorError('MISSING_BODY_PAYLOAD');
  if (typeof body !== 'object' || Array.isArray(body))
    throw new LessorError('INVALID_FIELD_IN_BODY', ['body']);
  const { ids, all } = body as { ids?: unknown; all?: unknown };
  if (all !== undefined) {
    if (all !== true) throw new LessorError('INVALID_FIELD_IN_BODY', ['all']);
    return 'all';
  }
  if (ids === undefined) throw new LessorError('MISSING_FIELD_IN_BODY', ['ids']);
  if (
    !Array.isArray(ids) ||
    ids.length > maxIdsMarked ||
    !ids.every((id): id is string => typeof id === 'string' && isUuid(id))
  )
    throw new LessorError('INVALID_FIELD_IN_BODY', ['ids']);
  return ids;
}
