import { type EntityDefinition, findEntity, sampleRecord } from '@lessor/domain/entities';
import { beforeAll, expect, it } from 'vitest';
import { entityTables, withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const asset = findEntity('Asset') as EntityDefinition;
const assets = asset.apiPath;

/** Text that PostgreSQL compresses badly: 3,000 different CJK characters, 9 KB of UTF-8. */
const oversizeText = Array.from({ length: 3000 }, (_, index) =>
  String.fromCodePoint(0x4e00 + ((index * 7919) % 20000)),
).join('');

function nested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

describeOnEachDatabase('hostile input on the $name database', (testApp) => {
  let client: TestClient;
  let rival: TestClient;
  let id: string;

  beforeAll(async () => {
    client = await testApp.tenantClient('hostile');
    rival = await testApp.tenantClient('rivalry');
    id = (await client.request({ method: 'POST', url: assets, payload: { name: 'Crane' } })).json()._id;
  });

  const assetCount = async () =>
    (
      await withTenant(testApp.db.app, client.tenant, (trx) =>
        entityTables(trx).selectFrom(asset.table).select('id').execute(),
      )
    ).length;

  /** A refused write: its status and code, the field named, nothing written, the list still answering. */
  async function expectRefused(
    request: Parameters<TestClient['request']>[0],
    status: number,
    code: string,
    field: string,
  ): Promise<void> {
    const before = await assetCount();
    const response = await client.request(request);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().code).toBe(code);
    expect(response.json().message).toContain(field);
    expect(await assetCount()).toBe(before);
    const item = await client.request({ method: 'GET', url: `${assets}/${id}` });
    expect(item.json().name).toBe('Crane');
    expect((await client.request({ method: 'GET', url: `${assets}?range=0-99` })).statusCode).toBe(200);
  }

  it('refuses a NUL character in the query, the path and the body, naming where it is', async () => {
    await expectRefused(
      { method: 'GET', url: `${assets}?name=a%00b` },
      400,
      'INVALID_FIELD_IN_QUERY',
      'name',
    );
    await expectRefused(
      { method: 'GET', url: `${assets}?search=%00` },
      400,
      'INVALID_FIELD_IN_QUERY',
      'search',
    );
    await expectRefused({ method: 'GET', url: `${assets}/a%00b` }, 400, 'INVALID_FIELD_IN_PATH', 'id');
    await expectRefused(
      { method: 'POST', url: assets, payload: { name: 'a\u0000b' } },
      400,
      'INVALID_FIELD_IN_BODY',
      'name',
    );
    await expectRefused(
      { method: 'POST', url: assets, payload: { name: 'Truck', categories: [{ name: 'x\u0000' }] } },
      400,
      'INVALID_FIELD_IN_BODY',
      'categories.0.name',
    );
    await expectRefused(
      { method: 'PATCH', url: `${assets}/${id}`, payload: { model: '\u0000' } },
      400,
      'INVALID_FIELD_IN_BODY',
      'model',
    );
    await expectRefused(
      { method: 'POST', url: assets, headers: { 'idempotency-key': 'a\u0000' }, payload: { name: 'Truck' } },
      400,
      'INVALID_FIELD_IN_HEADERS',
      'idempotency-key',
    );
    await expectRefused(
      { method: 'POST', url: assets, payload: { name: 'Truck', 'props_\u0000': {} } },
      400,
      'INVALID_FIELD_IN_BODY',
      'props_',
    );
  });

  it('refuses a lone surrogate, which is no Unicode text', async () => {
    const body = (json: string) => ({
      method: 'POST' as const,
      url: assets,
      headers: { 'content-type': 'application/json' },
      payload: json,
    });
    await expectRefused(body('{"name": "a\\ud800b"}'), 400, 'INVALID_FIELD_IN_BODY', 'name');
    await expectRefused(body('{"name": "Truck", "model": "\\udfff"}'), 400, 'INVALID_FIELD_IN_BODY', 'model');
    // A surrogate pair is one character, and welcome.
    const pair = await client.request(body('{"name": "Truck \\ud83d\\ude9a"}'));
    expect(pair.statusCode, pair.body).toBe(201);
    expect(pair.json().name).toBe('Truck 🚚');
  });

  it('refuses JSON nested deeper than 64 levels', async () => {
    const deep = (depth: number) => ({
      method: 'POST' as const,
      url: assets,
      headers: { 'content-type': 'application/json' },
      payload: `{"name": "Truck", "location": {"extra": ${nested(depth)}}}`,
    });
    await expectRefused(deep(5000), 400, 'INVALID_FIELD_IN_BODY', 'location.extra');
    await expectRefused({ ...deep(0), payload: nested(5000) }, 400, 'INVALID_FIELD_IN_BODY', 'body');
    expect((await client.request(deep(10))).statusCode).toBe(201);
  });

  it('refuses filters on the id, version and dates that are not of their type', async () => {
    for (const query of [
      '_id=abc',
      '_id=/ab/',
      '_id=-abc',
      '_version=x',
      '_insertDate=yesterday',
      '_updateDate=/2/',
    ])
      await expectRefused(
        { method: 'GET', url: `${assets}?${query}` },
        400,
        'INVALID_FIELD_IN_QUERY',
        query.split('=')[0] ?? '',
      );
    const byId = await client.request({ method: 'GET', url: `${assets}?_id=${id}` });
    expect(byId.json()).toHaveLength(1);
  });

  it('refuses text too long for the indexes it is kept in', async () => {
    for (const field of ['name', 'identificationNumber', 'invoiceNumber'])
      await expectRefused(
        { method: 'POST', url: assets, payload: { ...sampleRecord(asset), [field]: oversizeText } },
        400,
        'TEXT_TOO_LONG',
        field,
      );
    await expectRefused(
      { method: 'PATCH', url: `${assets}/${id}`, payload: { registrationBookNumber: oversizeText } },
      400,
      'TEXT_TOO_LONG',
      'registrationBookNumber',
    );
    // Long text in a field no index holds is kept.
    const described = await client.request({
      method: 'POST',
      url: assets,
      payload: { name: 'Truck', description: oversizeText },
    });
    expect(described.statusCode, described.body).toBe(201);
  });

  it('answers concurrent duplicates of a username, a host name and a provider id with VALUE_ALREADY_EXISTS', async () => {
    const settle = async (requests: Promise<{ statusCode: number; body: string }>[]) => {
      const answers = await Promise.all(requests);
      const failed = answers.filter((answer) => answer.statusCode >= 300);
      for (const answer of failed) {
        expect(answer.statusCode, answer.body).toBe(400);
        expect(JSON.parse(answer.body).code).toBe('VALUE_ALREADY_EXISTS');
      }
      return answers.length - failed.length;
    };
    const users = Array.from({ length: 8 }, () =>
      client.request({ method: 'POST', url: '/api/core/users', payload: { username: 'twin@hostile' } }),
    );
    expect(await settle(users)).toBe(1);

    const hosts = Array.from({ length: 8 }, (_, index) =>
      (index % 2 ? rival : client).request({
        method: 'PUT',
        url: '/api/core/hosts/race.example',
        payload: { windowTitle: 'Race' },
      }),
    );
    expect(await settle(hosts)).toBeGreaterThanOrEqual(1);
    const holder = await testApp.app.inject({ method: 'GET', url: '/api/core/hosts/race.example' });
    expect(holder.statusCode).toBe(200);

    // An issuer the test app may call without resolving a name: saving it connects nowhere.
    const oidc = { issuer: 'https://127.0.0.1:9/', clientId: 'lessor', redirectUri: 'https://race.example/' };
    const providers = Array.from({ length: 8 }, (_, index) =>
      (index % 2 ? rival : client).request({
        method: 'PUT',
        url: '/api/core/oidc/race/settings',
        payload: oidc,
      }),
    );
    expect(await settle(providers)).toBeGreaterThanOrEqual(1);
  });
});
