import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../../testing/index.ts';

const assets = '/api/asset/assets';

describeOnEachDatabase('record answers on the $name database', (testApp) => {
  let client: TestClient;
  let id: string;
  let cleanId: string;

  beforeAll(async () => {
    client = await testApp.tenantClient('answers');
    const created = await client.request({ method: 'POST', url: assets, payload: { name: 'Crane 3' } });
    id = created.json()._id;
    const clean = await client.request({ method: 'POST', url: assets, payload: { name: 'Crane 9' } });
    cleanId = clean.json()._id;
    // A field no declaration knows (left by an older version, or written beside the API).
    await sql`update assets set data = data || '{"legacyColour": "red", "props_name": {"hidden": true}}'::jsonb
      where id = ${id}`.execute(testApp.db.owner);
  });

  it('answers JSON with the declared fields only, on every route of a record', async () => {
    const answers = [
      await client.request({ method: 'GET', url: `${assets}?range=0-9` }),
      await client.request({ method: 'GET', url: `${assets}/${id}` }),
      await client.request({ method: 'PATCH', url: `${assets}/${cleanId}`, payload: { name: 'Crane 4' } }),
      await client.request({ method: 'POST', url: assets, payload: { name: 'Crane 5' } }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 201]);
    for (const answer of answers) {
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      for (const record of [answer.json()].flat()) {
        expect(record.name).toMatch(/^Crane/);
        expect(record).not.toHaveProperty('legacyColour');
      }
    }
    const listed = answers[0]?.json().find((record: { _id: string }) => record._id === id);
    expect(listed.props_name).toEqual({ hidden: true });
    expect(answers[1]?.json().props_name).toEqual({ hidden: true });
  });

  it('finds a feature flag by its name, as its page /feature-flag/{flagName} asks for it', async () => {
    const flags = '/api/core/feature-flags';
    const created = await client.request({ method: 'POST', url: flags, payload: { name: 'instantQuotes' } });
    expect(created.statusCode, created.body).toBe(201);
    const byName = await client.request({ method: 'GET', url: `${flags}/instantQuotes` });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json()).toMatchObject({ registration: created.json().registration, name: 'instantQuotes' });
    const unknown = await client.request({ method: 'GET', url: `${flags}/noSuchFlag` });
    expect(unknown.json()).toMatchObject({ code: 'ENTITY_REGISTRATION_NOT_FOUND' });
  });
});
