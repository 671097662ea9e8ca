import { entitiesWithThrowaway } from '@lessor/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestDatabases, startTestApp, type TestApp, type TestClient } from '../testing/index.ts';

const [embedded] = await availableTestDatabases();
// With an entity nobody ships, which its folder and a registry line must be enough to describe.
const entities = entitiesWithThrowaway;

describe('the OpenAPI document', () => {
  let testApp: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    if (!embedded) throw new Error('no database');
    testApp = await startTestApp(await embedded.open({ entities }), { entities });
    client = await testApp.tenantClient('docs');
  });
  afterAll(() => testApp.close());

  it('describes every entity path, with its record schema, as OpenAPI 3.1', async () => {
    const document = (await client.request({ method: 'GET', url: '/api/core/openapi.json' })).json();
    expect(document.openapi).toBe('3.1.0');
    for (const entity of entities) {
      expect(Object.keys(document.paths)).toContain(entity.apiPath);
      expect(document.paths[`${entity.apiPath}/{id}`].get).toBeDefined();
      if (!entity.apiReadOnly) expect(document.paths[`${entity.apiPath}/{id}`].patch).toBeDefined();
    }
    expect(document.components.schemas.Contract.properties.financedAmountExclTax).toEqual({ type: 'number' });
  });
});
