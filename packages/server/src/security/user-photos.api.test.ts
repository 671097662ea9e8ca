import { beforeAll, expect, it } from 'vitest';
import { withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, multipart, type TestClient } from '../testing/index.ts';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const file = () => multipart([{ name: 'file', value: png, fileName: 'me.png', type: 'image/png' }]);

/** A photo belongs to a user who exists: none is kept for a made-up username. */
describeOnEachDatabase('user photos for nobody on the $name database', (testApp) => {
  let admin: TestClient;

  beforeAll(async () => {
    admin = await testApp.tenantClient('pictures');
  });

  it('answers 404 USER_NOT_FOUND and keeps nothing for a username that does not exist', async () => {
    const stored = await admin.request({
      method: 'POST',
      url: '/api/core/users/ghost@pictures/photo',
      ...file(),
    });
    expect(stored.json()).toMatchObject({ status: 404, code: 'USER_NOT_FOUND' });
    const photos = await withTenant(testApp.db.app, 'pictures', (trx) =>
      trx.selectFrom('user_photos').select('username').execute(),
    );
    expect(photos).toEqual([]);
  });

  it("removes a deleted user's photo with the user", async () => {
    await admin.request({
      method: 'POST',
      url: '/api/core/users',
      payload: { username: 'leaving@pictures' },
    });
    const url = '/api/core/users/leaving@pictures/photo';
    expect((await admin.request({ method: 'POST', url, ...file() })).statusCode).toBe(201);
    expect(
      (await admin.request({ method: 'DELETE', url: '/api/core/users/leaving@pictures' })).statusCode,
    ).toBe(204);
    await admin.request({
      method: 'POST',
      url: '/api/core/users',
      payload: { username: 'leaving@pictures' },
    });
    expect((await admin.request({ method: 'GET', url: `${url}?no404=1` })).statusCode).toBe(204);
  });
});
