import type { EntityRecord } from '@lessor/domain/api';
import { entities } from '@lessor/domain/entities';
import { beforeAll, expect, it } from 'vitest';
import { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';
import { recordTenantMetrics } from './record-tenant-metrics.ts';

const records = '/api/system/metric-records';

describeOnEachDatabase('metric records of a tenant on the $name database', (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;
  const record = (tenant: string, until: Date) =>
    recordTenantMetrics(testApp.db, new EntityCatalogue(entities), { tenant, username: 'cron' }, until);
  const list = async (client: TestClient, url: string): Promise<EntityRecord[]> => {
    const response = await client.request({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    alpha = await testApp.tenantClient('alpha');
    beta = await testApp.tenantClient('beta');
  });

  it('keeps the quarter hour’s calls and times from the access logs, and the Metric records naming them once', async () => {
    for (let call = 0; call < 5; call++)
      expect((await alpha.request({ method: 'GET', url: '/api/person/persons' })).statusCode).toBe(200);
    expect((await alpha.request({ method: 'GET', url: '/api/person/persons/PER99999999' })).statusCode).toBe(
      404,
    );
    await testApp.app.logBook.flush();
    // The period ends now: the calls above fall in it, those below in the next.
    const until = new Date();
    const summary = await record('alpha', until);
    expect(summary).toMatch(
      /^api\.requests 6 calls, api\.errors 0 calls, api\.p95 \d+ ms, jobs\.waiting 0 jobs/,
    );

    const kept = await list(alpha, `${records}?range=0-99`);
    const lineOf = (key: string) => kept.find((line) => line.key === key);
    expect(lineOf('api.requests')).toMatchObject({ type: 'COUNTER', value: 6, date: until.toISOString() });
    expect(lineOf('api.errors')).toMatchObject({ value: 0 });
    expect(Number(lineOf('api.p95')?.value)).toBeGreaterThanOrEqual(0);
    expect(lineOf('jobs.waiting')).toMatchObject({ type: 'GAUGE', value: 0 });

    // A period later, what was called meanwhile (the list read above) is counted; no Metric twice.
    await testApp.app.logBook.flush();
    await record('alpha', new Date(until.getTime() + 15 * 60_000));
    expect(
      (await list(alpha, `${records}?key=api.requests&range=0-99`)).map((line) => line.value).sort(),
    ).toEqual([1, 6]);
    const metrics = await list(alpha, '/api/system/metrics?range=0-99');
    expect(metrics.map((metric) => metric.key).sort()).toEqual([
      'api.errors',
      'api.p95',
      'api.requests',
      'jobs.duration',
      'jobs.waiting',
    ]);
    expect(metrics.find((metric) => metric.key === 'api.p95')).toMatchObject({ unit: 'ms', type: 'GAUGE' });
    expect(await list(beta, records)).toEqual([]);
  });
});
