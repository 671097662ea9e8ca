import type { UserNotificationPage } from '@lessor/domain/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';
import { type FakePushService, startFakePushService } from './fake-push-service.ts';
import { notifyUser } from './notify-user.ts';
import { type PushSender, vapidSubject, webPushSender } from './push-sender.ts';
import { loadVapidKeys } from './vapid-keys.ts';

const silent = { warn: () => {} };

describeOnEachDatabase(
  'notifications and Web Push on the $name database',
  { allowHttpPushEndpoints: true },
  (testApp) => {
    let pushService: FakePushService;
    let push: PushSender;
    let admin: TestClient;
    let clerk: TestClient;
    let otherTenant: TestClient;

    beforeAll(async () => {
      pushService = await startFakePushService();
      push = webPushSender(await loadVapidKeys(testApp.db), vapidSubject('http://localhost:3000'));
      admin = await testApp.tenantClient('bells');
      const created = await admin.request({
        method: 'POST',
        url: '/api/core/users',
        payload: { username: 'clerk@bells' },
      });
      expect(created.statusCode, created.body).toBe(201);
      clerk = await testApp.userClient('bells', 'clerk@bells');
      otherTenant = await testApp.tenantClient('chimes');
    });
    afterAll(() => pushService.close());

    const subscribe = async (client: TestClient) => {
      const subscription = pushService.subscribe();
      const answer = await client.request({
        method: 'POST',
        url: '/api/notification/subscribe',
        payload: subscription,
      });
      expect(answer.json()).toEqual({ endpoint: subscription.endpoint });
      return subscription;
    };
    const notificationsOf = async (client: TestClient, range = '0-19') =>
      (
        await client.request({ method: 'GET', url: `/api/notification/notifications?range=${range}` })
      ).json<UserNotificationPage>();
    const setNotificationsDisabled = (username: string, disabled: boolean) =>
      withTenant(testApp.db.app, 'bells', (trx) =>
        trx
          .updateTable('users')
          .set({ is_notifications_disabled: disabled })
          .where('tenant', '=', 'bells')
          .where('username', '=', username)
          .execute(),
      );

    it('answers the VAPID public key, an uncompressed P-256 point, the same on every call', async () => {
      const first = await clerk.request({ method: 'GET', url: '/api/notification/client-configuration' });
      const { publicKey } = first.json<{ publicKey: string }>();
      expect(publicKey).toMatch(/^[A-Za-z0-9_-]+$/);
      const point = Buffer.from(publicKey, 'base64url');
      expect(point).toHaveLength(65);
      expect(point[0]).toBe(0x04);
      const again = await admin.request({ method: 'GET', url: '/api/notification/client-configuration' });
      expect(again.json()).toEqual({ publicKey });
      expect((await loadVapidKeys(testApp.db)).publicKey).toBe(publicKey);
    });

    it('keeps the private VAPID key sealed, out of the application role', async () => {
      const sealed = await testApp.db.owner
        .selectFrom('system_settings')
        .select('value')
        .where('key', '=', 'vapid_private_key')
        .executeTakeFirstOrThrow();
      expect(sealed.value).toMatch(/^enc1:/);
      await expect(testApp.db.app.selectFrom('system_settings').select('value').execute()).rejects.toThrow(
        /permission denied/,
      );
    });

    it('refuses a subscription without its fields or with keys of the wrong size', async () => {
      const url = '/api/notification/subscribe';
      const { endpoint, keys } = pushService.subscribe();
      const cases = [
        [{ keys }, 'MISSING_FIELD_IN_BODY', "Field 'endpoint' is missing in body"],
        [{ endpoint: 'not a url', keys }, 'INVALID_FIELD_IN_BODY', "Invalid field 'endpoint' in body"],
        [{ endpoint }, 'MISSING_FIELD_IN_BODY', "Field 'keys' is missing in body"],
        [
          { endpoint, keys: { auth: keys.auth } },
          'MISSING_FIELD_IN_BODY',
          "Field 'keys.p256dh' is missing in body",
        ],
        [
          { endpoint, keys: { ...keys, p256dh: keys.auth } },
          'INVALID_FIELD_IN_BODY',
          "Invalid field 'keys.p256dh' in body",
        ],
        [
          { endpoint, keys: { ...keys, auth: 'short' } },
          'INVALID_FIELD_IN_BODY',
          "Invalid field 'keys.auth' in body",
        ],
      ] as const;
      for (const [payload, code, message] of cases) {
        const answer = await clerk.request({ method: 'POST', url, payload });
        expect(answer.json(), JSON.stringify(payload)).toEqual({ status: 400, code, message });
      }
      const stored = await withTenant(testApp.db.app, 'bells', (trx) =>
        trx.selectFrom('push_subscriptions').select('endpoint').where('endpoint', '=', endpoint).execute(),
      );
      expect(stored).toEqual([]);
    });

    it('stores a subscription and delivers a notification to it by the Web Push protocol', async () => {
      const subscription = await subscribe(clerk);
      const stored = await withTenant(testApp.db.app, 'bells', (trx) =>
        trx
          .selectFrom('push_subscriptions')
          .selectAll()
          .where('endpoint', '=', subscription.endpoint)
          .execute(),
      );
      expect(stored).toMatchObject([{ tenant: 'bells', username: 'clerk@bells', ...subscription.keys }]);

      const notice = {
        level: 'success',
        title: 'Import',
        message: '12 persons imported',
        link: '/persons',
      } as const;
      await notifyUser(testApp.db, { tenant: 'bells', username: 'clerk@bells' }, notice, push, silent);

      const delivered = pushService.received.filter((push) => push.endpoint === subscription.endpoint);
      expect(delivered).toHaveLength(1);
      expect(JSON.parse(delivered[0]?.payload ?? '')).toEqual({
        title: 'Import',
        message: '12 persons imported',
        link: '/persons',
      });
      const { publicKey } = (
        await clerk.request({ method: 'GET', url: '/api/notification/client-configuration' })
      ).json<{ publicKey: string }>();
      expect(delivered[0]?.vapidPublicKey).toBe(publicKey);
      expect(delivered[0]?.claims.sub).toBe('mailto:postmaster@localhost');
    });

    it('stores but does not push a notification to a user who turned notifications off', async () => {
      const subscription = await subscribe(admin);
      await setNotificationsDisabled(admin.username, true);
      await notifyUser(
        testApp.db,
        { tenant: 'bells', username: admin.username },
        { level: 'info', title: 'Quiet', message: 'Stored only' },
        push,
        silent,
      );
      await setNotificationsDisabled(admin.username, false);
      expect(pushService.received.filter((push) => push.endpoint === subscription.endpoint)).toEqual([]);
      const page = await notificationsOf(admin);
      expect(page.notifications[0]).toMatchObject({
        title: 'Quiet',
        message: 'Stored only',
        link: null,
        readAt: null,
      });
    });

    it('forgets a subscription the push service says is gone, and only logs other refusals', async () => {
      const gone = await subscribe(otherTenant);
      const failing = await subscribe(otherTenant);
      pushService.refuse(gone.endpoint, 410);
      pushService.refuse(failing.endpoint, 500);
      const warnings: string[] = [];
      const log = { warn: (_details: object, message: string) => warnings.push(message) };
      await notifyUser(
        testApp.db,
        { tenant: 'chimes', username: otherTenant.username },
        { level: 'warning', title: 'T', message: 'M' },
        push,
        log,
      );
      const left = await withTenant(testApp.db.app, 'chimes', (trx) =>
        trx.selectFrom('push_subscriptions').select('endpoint').execute(),
      );
      expect(left.map((row) => row.endpoint)).toEqual([failing.endpoint]);
      expect(warnings).toEqual(['A push message was not delivered']);
    });

    it("lists a user's own notifications newest first with the unread count, and marks them read", async () => {
      const to = { tenant: 'bells', username: 'clerk@bells' };
      for (const title of ['First', 'Second', 'Third'])
        await notifyUser(testApp.db, to, { level: 'info', title, message: title }, push, silent);
      const page = await notificationsOf(clerk, '0-1');
      expect(page.notifications.map((notification) => notification.title)).toEqual(['Third', 'Second']);
      const unread = page.unread;
      expect(unread).toBeGreaterThanOrEqual(3);
      const listed = await clerk.request({ method: 'GET', url: '/api/notification/notifications?range=0-1' });
      expect(listed.headers['pagination-continues']).toBe('true');

      const third = page.notifications[0]?.id;
      const marked = await clerk.request({
        method: 'POST',
        url: '/api/notification/notifications/read',
        payload: { ids: [third] },
      });
      expect(marked.json()).toEqual({ unread: unread - 1 });
      expect((await notificationsOf(clerk, '0-0')).notifications[0]?.readAt).toEqual(expect.any(String));

      const all = await clerk.request({
        method: 'POST',
        url: '/api/notification/notifications/read',
        payload: { all: true },
      });
      expect(all.json()).toEqual({ unread: 0 });
      const refused = await clerk.request({
        method: 'POST',
        url: '/api/notification/notifications/read',
        payload: { ids: ['x'] },
      });
      expect(refused.json()).toMatchObject({ code: 'INVALID_FIELD_IN_BODY' });
      const bad = await clerk.request({ method: 'GET', url: '/api/notification/notifications?range=9-1' });
      expect(bad.json()).toMatchObject({ code: 'INVALID_FIELD_IN_QUERY' });
    });

    it("never shows or marks another user's notifications, in the same tenant or another", async () => {
      const id = await notifyUser(
        testApp.db,
        { tenant: 'bells', username: admin.username },
        { level: 'error', title: 'Mine', message: 'Only mine' },
        push,
        silent,
      );
      for (const stranger of [clerk, otherTenant]) {
        const seen = await notificationsOf(stranger, '0-999');
        expect(seen.notifications.map((notification) => notification.id)).not.toContain(id);
        await stranger.request({
          method: 'POST',
          url: '/api/notification/notifications/read',
          payload: { ids: [id] },
        });
      }
      const mine = await notificationsOf(admin);
      expect(mine.notifications.find((notification) => notification.id === id)).toMatchObject({
        readAt: null,
      });
    });
  },
);
