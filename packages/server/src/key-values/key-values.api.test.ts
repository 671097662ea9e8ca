import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

describeOnEachDatabase('key-values on the $name database', (testApp) => {
  let admin: TestClient;

  beforeAll(async () => {
    admin = await testApp.tenantClient('keys');
  });

  it('resolves a short URL key to its url, and only keys flagged as short URLs', async () => {
    await admin.request({
      method: 'PUT',
      url: '/api/core/key-values/abc12',
      payload: { value: { url: '/persons?type=C' }, isShortUrl: true },
    });
    await admin.request({ method: 'PUT', url: '/api/core/key-values/setting', payload: { value: 'x' } });
    const short = await admin.request({ method: 'GET', url: '/api/core/key-values/abc12?shortUrl=1' });
    expect(short.json()).toMatchObject({ url: '/persons?type=C', isShortUrl: true });
    const notShort = await admin.request({ method: 'GET', url: '/api/core/key-values/setting?shortUrl=1' });
    expect(notShort.json()).toMatchObject({ status: 404, code: 'KEY_VALUE_NOT_FOUND' });
    expect(
      (await admin.request({ method: 'GET', url: '/api/core/key-values/setting' })).json(),
    ).toMatchObject({
      value: 'x',
    });
  });
});
