import { type ImportView, importPaths } from '@lessor/domain/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FakePushService, startFakePushService } from '../notifications/fake-push-service.ts';
import { describeOnEachDatabase, multipart, type TestClient } from '../testing/index.ts';

/** Two persons, the second without a last name. */
const personsCsv = ['Type;Last name;First name', 'I;Martin;Claire', 'I;;Paul'].join('\r\n');

describeOnEachDatabase(
  'the push of an import’s end on the $name database',
  // The push service of the test listens on this machine, over plain http.
  { allowHttpPushEndpoints: true },
  (testApp) => {
    let pushService: FakePushService;
    let admin: TestClient;

    beforeAll(async () => {
      pushService = await startFakePushService();
      admin = await testApp.tenantClient('pushed');
    });
    afterAll(() => pushService.close());

    it('pushes its author the end of an import, by the Web Push protocol, to the browser they subscribed', async () => {
      const subscription = pushService.subscribe();
      const subscribed = await admin.request({
        method: 'POST',
        url: '/api/notification/subscribe',
        payload: subscription,
      });
      expect(subscribed.statusCode, subscribed.body).toBeLessThan(300);

      const uploaded = await admin.request({
        method: 'POST',
        url: importPaths.upload,
        ...multipart([
          { name: 'entity', value: 'Person' },
          { name: 'file', value: personsCsv, fileName: 'persons.csv', type: 'text/csv' },
        ]),
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const { registration } = uploaded.json<ImportView>().record;
      const started = await admin.request({ method: 'POST', url: importPaths.action(registration, 'DO') });
      expect(started.statusCode, started.body).toBe(200);

      await expect
        .poll(() => pushService.received.filter((push) => push.endpoint === subscription.endpoint).length, {
          timeout: 15_000,
        })
        .toBe(1);
      const [push] = pushService.received.filter((candidate) => candidate.endpoint === subscription.endpoint);
      expect(JSON.parse(push?.payload ?? '')).toEqual({
        title: 'Import ended',
        message: `${registration} (persons.csv): 1 row written, 1 refused`,
        link: `/import/${registration}`,
      });
    });
  },
);
