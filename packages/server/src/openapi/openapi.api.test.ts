import { invoiceEntity } from '@lessor/domain/entities';
import { entitiesWithThrowaway, throwawayEntity } from '@lessor/domain/testing';
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessInvalidations } from '../cache-invalidation/in-process-invalidations.ts';
import { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { CollectionExtensions } from '../collection-extension/collection-extensions.ts';
import { registerEntityRoutes } from '../entities/http/entity.routes.ts';
import { registerSchemaCompilers } from '../http/register-schema-compilers.ts';
import { availableTestDatabases, startTestApp, type TestApp, type TestClient } from '../testing/index.ts';
import { registerOpenApiRoute } from './openapi.routes.ts';
import { registerOpenApiDocument } from './register-openapi-document.ts';

const [embedded] = await availableTestDatabases();
// With an entity nobody ships, which its folder and a registry line must be enough to describe.
const entities = entitiesWithThrowaway;

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
}
interface Operation {
  tags?: string[];
  summary?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
}

/** Every `$ref` a JSON value holds. */
function refsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) =>
      key === '$ref' && typeof inner === 'string' ? [inner] : refsOf(inner),
    );
  return [];
}

/** `/api/core/users/:username` as the document writes it: `/api/core/users/{username}`. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  let testApp: TestApp;
  let client: TestClient;
  let document: OpenApiDocument;
  let documentText: string;
  const operation = (path: string, method: string): Operation => {
    const found = document.paths[path]?.[method];
    if (!found) throw new Error(`no ${method} ${path} in the document`);
    return found;
  };
  const parameters = (path: string, method: string, where: string) =>
    (operation(path, method).parameters ?? []).filter((parameter) => parameter.in === where);

  beforeAll(async () => {
    if (!embedded) throw new Error('no database');
    testApp = await startTestApp(await embedded.open({ entities }), { entities });
    client = await testApp.tenantClient('docs');
    documentText = (await client.request({ method: 'GET', url: '/api/core/openapi.json' })).body;
    document = JSON.parse(documentText);
  });
  afterAll(() => testApp.close());

  it('describes every entity path, with its record schema, as OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const entity of entities) {
      expect(Object.keys(document.paths)).toContain(entity.apiPath);
      expect(operation(`${entity.apiPath}/{id}`, 'get').tags).toEqual([entity.pluralLabel]);
      if (!entity.apiReadOnly) expect(document.paths[`${entity.apiPath}/{id}`]?.patch).toBeDefined();
    }
    expect(document.components.schemas.Contract?.properties?.financedAmountExclTax).toEqual({
      type: 'number',
    });
  });

  it('holds every registered API route, with a tag, a summary and its path parameters', () => {
    expect(testApp.app.apiRoutes.length).toBeGreaterThan(entities.length * 8);
    const missing: string[] = [];
    for (const { method, url } of testApp.app.apiRoutes) {
      const path = documentPath(url);
      const found = document.paths[path]?.[method.toLowerCase()];
      if (!found?.tags?.length || !found.summary) {
        missing.push(`${method} ${path}`);
        continue;
      }
      for (const [, name] of path.matchAll(/\{(\w+)\}/g))
        if (!found.parameters?.some((parameter) => parameter.in === 'path' && parameter.name === name))
          missing.push(`${method} ${path}: ${name}`);
    }
    expect(missing).toEqual([]);
  });

  it('lists the query parameters a route names in its querystring schema', () => {
    const names = (path: string) => parameters(path, 'get', 'query').map((parameter) => parameter.name);
    expect(names('/api/core/global-search')).toEqual(['search', 'limit']);
    expect(names('/api/financing/contracts')).toEqual(['range', 'sort', 'search', 'projection', 'include']);
    expect(parameters('/api/script/runs/run-billing', 'get', 'query')).toContainEqual(
      expect.objectContaining({ name: 'date', required: true }),
    );
    expect(names('/api/financing/contracts/{id}/documents/{docId}/content')).toEqual([
      'contentDisposition',
      'base64',
      'token',
    ]);
  });

  it('names the guard headers of writes, the Error answer of every route, and no session for public ones', () => {
    const headers = (path: string, method: string) =>
      parameters(path, method, 'header').map((parameter) => parameter.name);
    const contract = '/api/financing/contracts';
    expect(headers(contract, 'post')).toEqual(['Idempotency-Key']);
    expect(headers(`${contract}/{id}`, 'patch')).toEqual(['Idempotency-Key', 'If-Match']);
    expect(headers(`${contract}/{id}`, 'put')).toEqual(['If-Match']);
    expect(headers(`${contract}/{id}`, 'delete')).toEqual(['If-Match']);

    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    const errorAnswer = { $ref: '#/components/schemas/Error' };
    expect(operations.filter((found) => !refsOf(found.responses['4XX']).includes(errorAnswer.$ref))).toEqual(
      [],
    );
    expect(document.components.schemas.Error?.properties).toHaveProperty('code');

    expect(operation('/api/core/ping', 'get').security).toEqual([]);
    expect(operation('/api/core/auth/token/login', 'post').security).toEqual([]);
    expect(operation('/api/core/users/current', 'get').security).toBeUndefined();
    // A run opened in a new tab takes a run token in place of the session.
    expect(operation('/api/script/runs/{name}', 'get').security).toEqual([{ session: [] }, { runToken: [] }]);
  });

  it('answers records as the components of their entity', () => {
    const answer = (path: string, method: string, status: string) =>
      operation(path, method).responses[status]?.content?.['application/json']?.schema;
    expect(answer('/api/financing/contracts/{id}', 'get', '200')).toEqual({
      $ref: '#/components/schemas/Contract',
    });
    expect(refsOf(answer('/api/financing/contracts', 'get', '200'))).toEqual([
      '#/components/schemas/ContractListItem',
    ]);
    // The invoices created, alone or beside the batches that failed.
    expect([...new Set(refsOf(answer('/api/script/runs/run-billing', 'get', '200')))]).toEqual([
      `#/components/schemas/${invoiceEntity.name}`,
    ]);
    expect(operation('/api/financing/contracts/{id}/documents', 'post').requestBody?.content).toHaveProperty(
      'multipart/form-data',
    );
  });

  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const result = await new Validator().validate(JSON.parse(documentText));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const components = Object.keys(document.components.schemas).map((name) => `#/components/schemas/${name}`);
    expect([...new Set(refsOf(document))].filter((ref) => !components.includes(ref))).toEqual([]);
  });

  it("keeps the catalogue's answers where a route's schema only describes what the route checks", async () => {
    const get = async (url: string) => (await client.request({ method: 'GET', url })).json();
    expect(await get('/api/script/lists')).toMatchObject({ code: 'MISSING_FIELD_IN_QUERY' });
    expect(await get('/api/financing/contracts?range=9-1')).toMatchObject({
      code: 'INVALID_FIELD_IN_QUERY',
      message: "Invalid field 'range' in query",
    });
    // A scope of its own, where @fastify/multipart adds a shared schema.
    expect(await get('/api/financing/contracts/CON00000001/documents/x/content')).toMatchObject({
      code: 'MISSING_FIELD_IN_QUERY',
      message: "Field 'token' is missing in query",
    });
    const excel = await client.request({ method: 'POST', url: '/api/report/excel', payload: {} });
    expect(excel.json()).toMatchObject({ code: 'MISSING_FIELD_IN_QUERY' });
  });

  it('describes a new entity from its declaration alone', async () => {
    const app = Fastify();
    registerSchemaCompilers(app);
    await registerOpenApiDocument(app);
    registerEntityRoutes(app, {
      db: testApp.db,
      catalogue: new EntityCatalogue(entities),
      entity: throwawayEntity,
      hooks: undefined,
      extensions: new CollectionExtensions(testApp.db.app, new InProcessInvalidations()),
    });
    registerOpenApiRoute(app);
    const described: OpenApiDocument = (await app.inject({ url: '/api/core/openapi.json' })).json();
    expect(described.paths[throwawayEntity.apiPath]?.post?.tags).toEqual([throwawayEntity.pluralLabel]);
    expect(described.paths[`${throwawayEntity.apiPath}/{id}`]?.patch).toBeDefined();
    expect(Object.keys(described.components.schemas.Throwaway?.properties ?? {})).toContain('counterpart');
    await app.close();
  });
});
