import { afterAll, beforeAll, describe } from 'vitest';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.ts';
import { availableTestDatabases, type TestDatabase } from './test-databases.ts';

/** Known when a test file is collected, as `describe.each` needs it. */
const databases = await availableTestDatabases();

/**
 * The test app of one database, as a suite reads it: its database kind at once, the app, its
 * database and its clients from the suite's first `beforeAll` on (in hooks and tests, never
 * while the suite is being declared). The suite's own `beforeAll` hooks run after the app started,
 * its `afterAll` hooks before it closes.
 */
export interface TestAppContext extends Omit<TestApp, 'close'> {
  readonly database: TestDatabase;
}

type SuiteBody = (testApp: TestAppContext) => void;

/**
 * Declares `body` once per test database, each on an app of its own: `title` names the database
 * with `$name` ('users API on the $name database'), so that a failure says which one failed.
 * `options` are the app's (a permissions cache, hooks of the suite's own…), and `entities` the
 * catalogue both the database and the app are made for: the shipped registry unless told (the
 * contract tests pass `entitiesWithThrowaway` of `@lessor/domain/testing`).
 *
 * @example
 * describeOnEachDatabase('key-values on the $name database', (testApp) => {
 *   let admin: TestClient;
 *   beforeAll(async () => {
 *     admin = await testApp.tenantClient('alpha');
 *   });
 *   it('answers a key it does not have with its catalogued 404', async () => {
 *     const response = await admin.request({ method: 'GET', url: '/api/core/key-values/missing' });
 *     expect(response.json()).toMatchObject({ status: 404, code: 'KEY_VALUE_NOT_FOUND' });
 *   });
 * });
 */
export function describeOnEachDatabase(title: string, body: SuiteBody): void;
export function describeOnEachDatabase(title: string, options: TestAppOptions, body: SuiteBody): void;
export function describeOnEachDatabase(
  title: string,
  optionsOrBody: TestAppOptions | SuiteBody,
  bodyAfterOptions?: SuiteBody,
): void {
  const [options, body]: [TestAppOptions, SuiteBody | undefined] =
    typeof optionsOrBody === 'function' ? [{}, optionsOrBody] : [optionsOrBody, bodyAfterOptions];
  if (!body) throw new Error(`describeOnEachDatabase('${title}') has no suite body`);
  if (!title.includes('$name')) throw new Error(`'${title}' does not name its database with $name`);
  describe.each(databases)(title, (database) => {
    let started: TestApp | undefined;
    const running = (): TestApp => {
      if (started) return started;
      throw new Error('The test app starts in the first beforeAll: read it in a hook or a test');
    };
    beforeAll(async () => {
      // The database is migrated for the entities the app serves.
      const catalogue = options.entities ? { entities: options.entities } : {};
      started = await startTestApp(await database.open(catalogue), options);
    });
    afterAll(() => started?.close());
    body({
      database,
      get app() {
        return running().app;
      },
      get db() {
        return running().db;
      },
      tenantClient: (tenant) => running().tenantClient(tenant),
      userClient: (tenant, username) => running().userClient(tenant, username),
      configure: (client, name, value) => running().configure(client, name, value),
    });
  });
}
