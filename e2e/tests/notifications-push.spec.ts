import { existsSync } from 'node:fs';
import {
  type FakePushService,
  startFakePushService,
} from '../../packages/server/src/notifications/fake-push-service.ts';
import type { PushSubscriptionJson } from '../../packages/server/src/notifications/push-sender.ts';
import { callApi } from './detail-records.ts';
import { expect, test as shellTest } from './shell-fixtures.ts';

/**
 * The browser vendor's push service is out of reach here: a loopback one speaking the Web Push
 * protocol takes its place (it checks VAPID and decrypts as the vendor's would), the browser's
 * subscription is the one it hands out, and what it receives is delivered to the application's own
 * service worker over the DevTools protocol, as the vendor's connection to the browser would.
 */
const test = shellTest.extend<{ subscription: PushSubscriptionJson }, { pushService: FakePushService }>({
  pushService: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      const service = await startFakePushService();
      await use(service);
      await service.close();
    },
    { scope: 'worker' },
  ],
  shellServerEnvironment: [{ LESSOR_ALLOW_HTTP_PUSH_ENDPOINTS: '1' }, { scope: 'worker' }],
  subscription: async ({ pushService }, use) => use(pushService.subscribe()),
});

// Chromium's headless shell has no notifications; the full browser, headless, shows them.
const fullChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
test.use({
  launchOptions: {
    ...(fullChromium ? { executablePath: fullChromium } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  },
  // Push messages are shown by the application's service worker.
  serviceWorkers: 'allow',
});

test('an administrator turns notifications on for this browser and is shown the end of an import', async ({
  shell,
  pushService,
  subscription,
}) => {
  const context = shell.context();
  // The subscription the browser's push service would hand out, and the key the page asked it with.
  await context.addInitScript((handedOut) => {
    PushManager.prototype.subscribe = async function subscribe(options) {
      const key = options?.applicationServerKey;
      sessionStorage.setItem('pushKeyAsked', typeof key === 'string' ? key : '');
      return { endpoint: handedOut.endpoint, toJSON: () => handedOut } as unknown as PushSubscription;
    };
  }, subscription);

  await shell.goto('/notifications');
  const turnOn = shell.getByRole('button', { name: 'Show notifications on this device' });
  await expect(turnOn).toBeVisible();
  // The administrator answers the browser's question with Allow.
  await context.grantPermissions(['notifications']);
  const subscribed = shell.waitForResponse((response) =>
    response.url().endsWith('/api/notification/subscribe'),
  );
  await turnOn.click();
  expect((await subscribed).status()).toBeLessThan(300);
  await expect(turnOn).toBeHidden();
  const { publicKey } = (await callApi(shell, 'GET', '/api/notification/client-configuration')).body as {
    publicKey: string;
  };
  expect(await shell.evaluate(() => sessionStorage.getItem('pushKeyAsked'))).toBe(publicKey);

  // An import of two persons, one refused.
  const family = `Pushed${Date.now()}`;
  await shell.goto('/imports');
  await shell.getByRole('button', { name: 'Import a file' }).click();
  const dialog = shell.getByRole('dialog', { name: 'Import a file' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'pushed.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      ['Type,Last name,First name,Email', `I,${family},Ada,ada@example.com`, `I,${family},Bo,nope`].join(
        '\n',
      ),
    ),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(shell).toHaveURL(/\/import\/IMP\d+$/);
  const registration = new URL(shell.url()).pathname.split('/').pop() ?? '';
  await shell
    .getByRole('region', { name: 'Import results' })
    .getByRole('button', { name: 'Start import' })
    .click();

  // The server pushed it to the browser's push service, signed with its VAPID key.
  await expect
    .poll(() => pushService.received.filter((push) => push.endpoint === subscription.endpoint).length)
    .toBe(1);
  const [push] = pushService.received.filter((received) => received.endpoint === subscription.endpoint);
  expect(push?.vapidPublicKey).toBe(publicKey);
  const message = JSON.parse(push?.payload ?? '{}') as Record<string, unknown>;
  expect(message).toEqual({
    title: 'Import ended',
    message: `${registration} (pushed.csv): 1 row written, 1 refused`,
    link: `/import/${registration}`,
  });

  // Delivered to the browser, the application's service worker shows it as a system notification.
  const devTools = await context.newCDPSession(shell);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  devTools.on('ServiceWorker.workerRegistrationUpdated', (event) =>
    registrations.push(...event.registrations),
  );
  await devTools.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((registration) => !registration.isDeleted)).toBe(true);
  const worker = registrations.find((candidate) => !candidate.isDeleted);
  const origin = new URL(shell.url()).origin;
  expect(worker?.scopeURL).toBe(`${origin}/`);
  await devTools.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: worker?.registrationId ?? '',
    data: push?.payload ?? '',
  });
  const shown = () =>
    shell.evaluate(async () => {
      const notifications = await (await navigator.serviceWorker.ready).getNotifications();
      return notifications.map(({ title, body, data }) => ({ title, body, data }));
    });
  await expect
    .poll(shown)
    .toEqual([{ title: 'Import ended', body: message.message, data: { link: `/import/${registration}` } }]);
});
