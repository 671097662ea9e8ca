import { type EntityDefinition, entities, findEntity, sampleRecord } from '@lessor/domain/entities';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { repairBlankValues } from '../db/migrations/repair-blank-values-migration.ts';
import { entityTables, withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const amendment = findEntity('Amendment') as EntityDefinition;
const question = findEntity('Question') as EntityDefinition;
const asset = findEntity('Asset') as EntityDefinition;
const task = findEntity('Task') as EntityDefinition;

/** A blank value for a field of each kind: lists, objects, numbers, percentages, booleans, texts. */
const blankFields = [
  { entity: amendment, field: 'persons' },
  { entity: question, field: 'keywords' },
  { entity: asset, field: 'location' },
  { entity: asset, field: 'quantity' },
  { entity: asset, field: 'unitPrice' },
  { entity: asset, field: 'discount' },
  { entity: asset, field: 'model' },
  { entity: task, field: 'done' },
] as const;

describeOnEachDatabase('blank values on the $name database', (testApp) => {
  let client: TestClient;

  beforeAll(async () => {
    client = await testApp.tenantClient('blanks');
  });

  const rowCount = async (table: string) =>
    (
      await withTenant(testApp.db.app, client.tenant, (trx) =>
        entityTables(trx).selectFrom(table).select('id').execute(),
      )
    ).length;

  it.each(
    blankFields.flatMap(({ entity, field }) =>
      ['', ' ', '\t\n'].map((blank) => [entity.name, field, JSON.stringify(blank), entity, blank] as const),
    ),
  )('%s.%s = %s is stored as no value, and the list still answers', async (_, field, __, entity, blank) => {
    const created = await client.request({
      method: 'POST',
      url: entity.apiPath,
      payload: { ...sampleRecord(entity), [field]: blank },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).not.toHaveProperty(field);

    const withValue = await client.request({
      method: 'POST',
      url: entity.apiPath,
      payload: sampleRecord(entity),
    });
    const patched = await client.request({
      method: 'PATCH',
      url: `${entity.apiPath}/${withValue.json()._id}`,
      payload: { [field]: blank },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).not.toHaveProperty(field);

    const list = await client.request({ method: 'GET', url: `${entity.apiPath}?range=0-99` });
    expect(list.statusCode, list.body).toBe(200);
  });

  it('refuses a text where a list, an object, a number or a boolean belongs, naming the field', async () => {
    const refusals = [
      { entity: amendment, body: { persons: 'CLIENT' }, code: 'INVALID_ARRAY_FIELD', field: 'persons' },
      {
        entity: asset,
        body: { location: 'Paris' },
        code: 'INVALID_NON_EMPTY_OBJECT_FIELD',
        field: 'location',
      },
      { entity: asset, body: { quantity: 'many' }, code: 'INVALID_INTEGER_FIELD', field: 'quantity' },
      { entity: task, body: { done: 'yes' }, code: 'INVALID_FIELD_VALUE', field: 'done' },
      { entity: asset, body: { location: [] }, code: 'INVALID_NON_EMPTY_OBJECT_FIELD', field: 'location' },
    ];
    for (const { entity, body, code, field } of refusals) {
      const before = await rowCount(entity.table);
      const response = await client.request({
        method: 'POST',
        url: entity.apiPath,
        payload: { ...sampleRecord(entity), ...body },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe(code);
      expect(response.json().message).toContain(field);
      expect(await rowCount(entity.table)).toBe(before);
    }
  });

  it('answers a list and a record stored in a bad shape, and the repair clears the blank values', async () => {
    const stored = await client.request({
      method: 'POST',
      url: amendment.apiPath,
      payload: { ...sampleRecord(amendment), description: 'kept' },
    });
    const id: string = stored.json()._id;
    // As an older version stored them: blank texts where a list, a date and a number belong.
    await sql`update amendments set data = data || '{"persons": " ", "quotations": "", "date": " "}'::jsonb
      where id = ${id}`.execute(testApp.db.owner);

    const list = await client.request({ method: 'GET', url: `${amendment.apiPath}?range=0-99` });
    expect(list.statusCode, list.body).toBe(200);
    const record = await client.request({ method: 'GET', url: `${amendment.apiPath}/${id}` });
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json()).not.toHaveProperty('persons');
    expect(record.json().description).toBe('kept');

    await repairBlankValues(testApp.db.owner, entities);
    const { rows } = await sql<{
      data: Record<string, unknown>;
    }>`select data from amendments where id = ${id}`.execute(testApp.db.owner);
    expect(rows[0]?.data).not.toHaveProperty('persons');
    expect(rows[0]?.data).not.toHaveProperty('quotations');
    expect(rows[0]?.data).not.toHaveProperty('date');
    expect(rows[0]?.data.description).toBe('kept');
  });
});
