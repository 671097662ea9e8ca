import { type SelfTestReport, selfTestsPath } from '@lessor/domain/api';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const documents = '/api/core/configuration-documents';

describeOnEachDatabase("a tenant's self-tests on the $name database", (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;
  let clerk: TestClient;

  const run = async (client: TestClient) => {
    const response = await client.request({ method: 'GET', url: selfTestsPath });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SelfTestReport>();
  };
  const failuresOf = (report: SelfTestReport) =>
    Object.fromEntries(report.tests.map((test) => [test.name, test.failures]));
  const configure = async (name: string, value: unknown) => {
    const written = await alpha.request({ method: 'PUT', url: `${documents}/${name}`, payload: { value } });
    expect(written.statusCode, written.body).toBe(200);
  };

  beforeAll(async () => {
    alpha = await testApp.tenantClient('tests-alpha');
    beta = await testApp.tenantClient('tests-beta');
    const made = await alpha.request({
      method: 'POST',
      url: '/api/core/users',
      payload: { username: 'clerk@tests-alpha' },
    });
    expect(made.statusCode, made.body).toBe(201);
    clerk = await testApp.userClient('tests-alpha', 'clerk@tests-alpha');
  });

  it('passes on a new tenant, having looked at every list the declarations name', async () => {
    const report = await run(alpha);
    expect(report.tenant).toBe('tests-alpha');
    expect(report.tests.map((test) => [test.name, test.failures])).toEqual([
      ['scripts', []],
      ['lists', []],
      ['workflows', []],
    ]);
    expect(report.tests.find((test) => test.name === 'lists')?.checked).toBeGreaterThan(20);
  });

  it('names a script that does not compile, a list nobody defines and what is wrong with a configured workflow', async () => {
    const script = await alpha.request({
      method: 'POST',
      url: '/api/script/scripts',
      payload: { name: 'broken-one', code: 'function (' },
    });
    expect(script.statusCode, script.body).toBe(201);
    await configure('dyno-descriptors', {
      DynoInspection: { fields: { kind: { type: 'select', label: 'Kind', list: 'inspectionKind' } } },
    });
    await configure('workflows', {
      Task: {
        statuses: ['TODO', 'DONE', 'PARKED'],
        initialStatus: 'TODO',
        transitions: [{ code: 'FINISH', label: 'Finish', from: ['TODO'], to: 'DONE', orderIndex: 1 }],
      },
      Taks: { statuses: [], initialStatus: '', transitions: [] },
      Note: { steps: [] },
    });
    const failures = failuresOf(await run(alpha));
    expect(failures.scripts).toEqual([
      { item: 'broken-one', message: expect.stringMatching(/^SyntaxError/) },
    ]);
    expect(failures.lists).toEqual([
      { item: 'inspectionKind', message: 'Named by DynoInspection.kind but defined nowhere' },
    ]);
    expect(failures.workflows).toEqual([
      { item: 'Note', message: 'Not a workflow: it needs statuses, an initial status and transitions' },
      { item: 'Taks', message: 'No entity has this name' },
      { item: 'Task', message: "Status 'PARKED' cannot be reached from 'TODO'" },
    ]);
    // Another tenant's configuration is its own.
    expect(Object.values(failuresOf(await run(beta))).flat()).toEqual([]);
  });

  it("is an administrator's action", async () => {
    const refused = await clerk.request({ method: 'GET', url: selfTestsPath });
    expect(refused.json()).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: "Permission 'isAdmin' is required",
    });
  });
});
