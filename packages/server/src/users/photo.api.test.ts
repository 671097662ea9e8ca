import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipartBody(filename: string, type: string, content: Buffer) {
  const boundary = 'lessorboundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeOnEachDatabase('user photos on the $name database', (testApp) => {
  let admin: TestClient;

  beforeAll(async () => {
    admin = await testApp.tenantClient('photos');
  });

  it('uploads, answers and deletes a photo; answers 204 with no404 when there is none', async () => {
    const url = `/api/core/users/${admin.username}/photo`;
    expect((await admin.request({ method: 'GET', url: `${url}?no404=1` })).statusCode).toBe(204);
    expect((await admin.request({ method: 'GET', url })).statusCode).toBe(404);
    const uploaded = await admin.request({
      method: 'POST',
      url,
      ...multipartBody('me.png', 'image/png', png),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photo = await admin.request({ method: 'GET', url });
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(png)).toBe(true);
    expect((await admin.request({ method: 'DELETE', url })).statusCode).toBe(204);
    expect((await admin.request({ method: 'GET', url: `${url}?no404=1` })).statusCode).toBe(204);
  });

  it('refuses a file that is not an image, and a request without a file', async () => {
    const url = `/api/core/users/${admin.username}/photo`;
    const text = await admin.request({
      method: 'POST',
      url,
      ...multipartBody('a.txt', 'text/plain', Buffer.from('x')),
    });
    expect(text.json()).toMatchObject({ status: 400, code: 'INVALID_FILE_EXTENSION' });
    const none = await admin.request({ method: 'POST', url, payload: {} });
    expect(none.statusCode).toBeGreaterThanOrEqual(400);
    expect(none.statusCode).toBeLessThan(500);
  });
});
