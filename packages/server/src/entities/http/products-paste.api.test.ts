import type { RecordSchema } from '@lessor/domain/api';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../../testing/index.ts';

const products = '/api/financing/products';

describeOnEachDatabase('a paste of products on the $name database', (testApp) => {
  let client: TestClient;

  beforeAll(async () => {
    client = await testApp.tenantClient('pastes');
  });

  const post = (payload: unknown) =>
    client.request({ method: 'POST', url: products, payload: payload as Record<string, unknown> });
  const names = async () =>
    (await client.request({ method: 'GET', url: `${products}?range=0-999&sort=registration` }))
      .json<{ name: string }[]>()
      .map((product) => product.name);

  it('describes the fields a pasted cell may fill, as a schema of one product', async () => {
    const response = await client.request({ method: 'GET', url: `${products}-schema` });
    expect(response.statusCode).toBe(200);
    const schema = response.json<RecordSchema>();
    expect(schema).toMatchObject({ title: 'Product', type: 'object', additionalProperties: false });
    expect(schema.properties.rate).toEqual({ title: 'Rate', type: 'number', fieldType: 'percentage' });
    expect(schema.properties.startDate).toMatchObject({ type: 'string', fieldType: 'date', format: 'date' });
    expect(schema.properties.contractType?.enum).toEqual([
      'LEASE',
      'LOAN',
      'HIRE_PURCHASE',
      'OPERATING_LEASE',
    ]);
    expect(schema.properties.name).toMatchObject({ title: 'Name', type: 'string' });
    // Set by the server: a paste never carries them.
    expect(Object.keys(schema.properties)).not.toContain('status');
    expect(Object.keys(schema.properties)).not.toContain('registration');
  });

  it("gives the tenant's own values of a select", async () => {
    await client.request({
      method: 'PUT',
      url: '/api/core/configuration-documents/lists',
      payload: { value: { contractType: [{ value: 'LEASE' }, { value: 'RENTAL' }] } },
    });
    const schema = (await client.request({ method: 'GET', url: `${products}-schema` })).json<RecordSchema>();
    expect(schema.properties.contractType?.enum).toEqual(['LEASE', 'RENTAL']);
  });

  it('creates every pasted row, in order, and answers them', async () => {
    const response = await post([
      { name: 'Car lease 36', code: 'CL36', rate: 0.045, contractType: 'LEASE', startDate: '2026-01-01' },
      { name: 'Equipment rental', code: 'ER12', contractType: 'RENTAL' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<{ registration: string; status: string; rate?: number }[]>();
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({ registration: 'PRD00000001', status: 'DRAFT', rate: 0.045 });
    expect(created[1]).toMatchObject({ registration: 'PRD00000002', name: 'Equipment rental' });
    expect(await names()).toEqual(['Car lease 36', 'Equipment rental']);
  });

  it('creates none when one row is refused, naming the field by its place in the paste', async () => {
    const response = await post([
      { name: 'Good one', code: 'G1' },
      { name: 'Bad one', contractType: 'BOAT' },
    ]);
    expect(response.json()).toMatchObject({
      status: 400,
      code: 'INVALID_FIELD_VALUE',
      message: "Invalid value 'BOAT' for field '1.contractType'",
      errors: [{ field: '1.contractType', code: 'INVALID_FIELD_VALUE' }],
    });
    expect(await names()).toEqual(['Car lease 36', 'Equipment rental']);
    // The refused paste took no registration: the next product gets the next number.
    const next = await post({ name: 'After the refusal' });
    expect(next.json()).toMatchObject({ registration: 'PRD00000003' });
  });

  it('refuses an empty paste, a row that is no object and a field the product does not have', async () => {
    expect((await post([])).json()).toMatchObject({ status: 400, code: 'EMPTY_BODY_ARRAY' });
    expect((await post([{ name: 'Fine' }, 'text'])).json()).toMatchObject({
      code: 'INVALID_FIELD_IN_BODY',
      message: "Invalid field '1' in body",
    });
    expect((await post([{ name: 'Fine', colour: 'red' }])).json()).toMatchObject({
      code: 'INVALID_FIELD_IN_BODY',
      errors: [{ field: '0.colour' }],
    });
    expect(await names()).toHaveLength(3);
  });
});
