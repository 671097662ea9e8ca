import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database.ts';
import { startTestApp, type TestApp, type TestClient } from '../testing/index.ts';

describe('HTTP errors', () => {
  let testApp: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    testApp = await startTestApp(await openDatabase({}));
    client = await testApp.tenantClient('errors');
  });
  afterAll(() => testApp.close());

  const post = (payload: string, contentType = 'application/json') =>
    client.request({
      method: 'POST',
      url: '/api/person/persons',
      payload,
      headers: { 'content-type': contentType },
    });

  it('answers malformed JSON, an empty body, a foreign content type and a huge body with catalogue codes', async () => {
    expect((await post('{"type": "C",')).json()).toEqual({
      status: 400,
      code: 'INVALID_JSON_FIELD',
      message: "Field 'body' must be valid JSON",
    });
    expect((await post('')).json()).toMatchObject({ status: 400, code: 'MISSING_BODY_PAYLOAD' });
    expect((await post('[1, 2]')).json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_BODY' });
    expect((await post('name=x', 'application/x-www-form-urlencoded')).json()).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    const huge = await post(JSON.stringify({ type: 'C', name: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('BODY_TOO_LARGE');
  });

  it('answers 404 for an unknown /api route, signed in or not', async () => {
    for (const headers of [{}, { authorization: client.authorization }]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/financing/nothing-here',
        headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: 404,
        code: 'ROUTE_NOT_FOUND',
        message: 'Route GET /api/financing/nothing-here not found',
      });
    }
  });

  it('sends security headers and a request id of its own on every answer', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/core/ping',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const generated = await testApp.app.inject({ method: 'GET', url: '/api/core/ping' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
