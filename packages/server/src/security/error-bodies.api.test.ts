import { connect } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const persons = '/api/person/persons';

describeOnEachDatabase('error bodies on the $name database', (testApp) => {
  let client: TestClient;
  let url: string;

  beforeAll(async () => {
    client = await testApp.tenantClient('bodies');
    const created = await client.request({
      method: 'POST',
      url: persons,
      payload: { type: 'C', name: 'Acme Leasing' },
    });
    url = `${persons}/${created.json().registration}`;
  });

  const put = (path: string, payload: Record<string, unknown>) =>
    client.request({ method: 'PUT', url: path, payload });
  const stored = async () => (await client.request({ method: 'GET', url })).json();

  it('answers every refusal of a replacement with its catalogue body, and writes nothing', async () => {
    const before = await stored();
    const refusals = [
      [
        await put(`${persons}/PER99999999`, { type: 'C', name: 'Nobody' }),
        404,
        'ENTITY_REGISTRATION_NOT_FOUND',
      ],
      [await put(url, { type: 'C', name: 'Acme', status: 'BLOCKED' }), 400, 'STATUS_PATCH_PROHIBITED'],
      [await put(url, { type: 'C', name: 'Acme', _version: 99 }), 409, 'VERSION_CONFLICT'],
      [await put(url, { type: 'C', name: 'Acme', _version: 'one' }), 400, 'INVALID_INTEGER_FIELD'],
    ] as const;
    for (const [response, status, code] of refusals) {
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ status, code, message: expect.any(String) });
      expect(response.json()).not.toHaveProperty('statusCode');
    }
    expect(await stored()).toEqual(before);
  });

  it('answers a path parameter too long for the router with URI_TOO_LONG', async () => {
    const response = await client.request({
      method: 'PUT',
      url: `${persons}/${'P'.repeat(300)}`,
      payload: {},
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ status: 414, code: 'URI_TOO_LONG' });
  });

  it('answers a path that does not decode with INVALID_FIELD_IN_PATH', async () => {
    const response = await client.request({ method: 'GET', url: `${persons}/%E0%A4%A` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_PATH' });
  });

  it('answers headers or a URL beyond what the HTTP server reads with catalogue bodies', async () => {
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const headers = await rawRequest(
      port,
      `GET /api/core/ping HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(headers.status).toBe(431);
    expect(JSON.parse(headers.body)).toMatchObject({ status: 431, code: 'HEADERS_TOO_LARGE' });
    const longUrl = await rawRequest(
      port,
      `GET /api/core/ping?q=${'a'.repeat(20_000)} HTTP/1.1\r\nhost: x\r\n\r\n`,
    );
    expect(longUrl.status).toBe(414);
    expect(JSON.parse(longUrl.body)).toMatchObject({ status: 414, code: 'URI_TOO_LONG' });
  });
});

/** Sends bytes as they are, past any client that would refuse them, and reads the whole answer. */
function rawRequest(port: string, request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
    socket.write(request);
  });
}
