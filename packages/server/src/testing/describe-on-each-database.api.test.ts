import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from './describe-on-each-database.ts';
import type { TestClient } from './test-app.ts';

it('refuses a title that does not say which database a suite runs on', () => {
  expect(() => describeOnEachDatabase('users API', () => {})).toThrow(
    "'users API' does not name its database with $name",
  );
});

describeOnEachDatabase('a suite on the $name database', (testApp) => {
  let readWhileDeclaring: unknown;
  try {
    void testApp.app;
  } catch (error) {
    readWhileDeclaring = error;
  }
  let client: TestClient;

  beforeAll(async () => {
    client = await testApp.tenantClient('suite');
  });
  // The suite's own afterAll hooks run while its app still answers.
  afterAll(async () => {
    expect((await client.request({ method: 'GET', url: '/api/core/users' })).statusCode).toBe(200);
  });

  it('gives the app from its first beforeAll on, never while the suite is declared', async () => {
    expect(readWhileDeclaring).toEqual(
      new Error('The test app starts in the first beforeAll: read it in a hook or a test'),
    );
    const me = await client.request({ method: 'GET', url: '/api/core/users' });
    expect(me.json().map((user: { username: string }) => user.username)).toEqual([client.username]);
  });

  it('names the database it runs on in the title', ({ task }) => {
    expect(task.suite?.name).toBe(`a suite on the ${testApp.database.name} database`);
  });
});
