import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const descriptorsUrl = '/api/core/configuration-documents/dyno-descriptors';
const url = '/api/dyno/dyno-plates';

/** Input that makes a backtracking engine try 2^34 ways of matching `^(a+)+$` before failing: minutes, not milliseconds. */
const catastrophicInput = `${'a'.repeat(34)}!`;
/**
 * Far above what a linear check takes, even on a machine busy with other suites, and far below what
 * a backtracking one would: the bound tells the two apart without timing a loaded machine closely.
 */
const linearBoundMs = 1000;

describeOnEachDatabase('tenant patterns on the $name database', (testApp) => {
  let client: TestClient;

  beforeAll(async () => {
    client = await testApp.tenantClient('alpha');
  });

  const saveDescriptors = (pattern: string) =>
    client.request({
      method: 'PUT',
      url: descriptorsUrl,
      payload: { value: { DynoPlate: { fields: { code: { type: 'text', label: 'Code', pattern } } } } },
    });
  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    return { result, ms: performance.now() - started };
  };

  it('checks a catastrophic pattern in linear time while other requests keep being served', async () => {
    expect((await saveDescriptors('^(a+)+$')).statusCode).toBe(200);
    // Warm the route and the pattern cache: the first call of a route loads modules.
    await client.request({ method: 'POST', url, payload: { name: 'warm', code: 'aaa' } });

    const [created, ping] = await Promise.all([
      timed(() => client.request({ method: 'POST', url, payload: { name: 'P1', code: catastrophicInput } })),
      timed(() => client.request({ method: 'GET', url: '/api/core/ping' })),
    ]);
    expect(created.result.statusCode).toBe(400);
    expect(created.result.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_VALUE' });
    expect(created.ms).toBeLessThan(linearBoundMs);
    expect(ping.result.statusCode).toBe(200);
    expect(ping.ms).toBeLessThan(linearBoundMs);

    const listed = await client.request({ method: 'GET', url: `${url}?name=P1` });
    expect(listed.json()).toEqual([]);
  });

  it('refuses to save a pattern RE2 cannot run, naming the field, and keeps the previous version', async () => {
    expect((await saveDescriptors('^[A-Z]+$')).statusCode).toBe(200);
    for (const pattern of ['(a)\\1', '^(?=a)a$', '(?<!x)y', '[']) {
      const refused = await saveDescriptors(pattern);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        status: 400,
        code: 'INVALID_FIELD_IN_CONFIG',
        message: "Invalid field 'DynoPlate.fields.code.pattern' in configuration",
        errors: [{ field: 'DynoPlate.fields.code.pattern', code: 'INVALID_FIELD_IN_CONFIG' }],
      });
    }
    const saved = await client.request({ method: 'GET', url: descriptorsUrl });
    expect(saved.json().value.DynoPlate.fields.code.pattern).toBe('^[A-Z]+$');
  });

  it('refuses a sub-field pattern RE2 cannot run', async () => {
    const refused = await client.request({
      method: 'PUT',
      url: descriptorsUrl,
      payload: {
        value: {
          DynoPlate: {
            fields: {
              lines: {
                type: 'list',
                label: 'Lines',
                fields: { ref: { type: 'text', label: 'Ref', pattern: '(x)\\1' } },
              },
            },
          },
        },
      },
    });
    expect(refused.json()).toMatchObject({
      status: 400,
      code: 'INVALID_FIELD_IN_CONFIG',
      message: "Invalid field 'DynoPlate.fields.lines.fields.ref.pattern' in configuration",
    });
  });
});
