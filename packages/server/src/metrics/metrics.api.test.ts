import { metricPaths, type RequestTimings } from '@lessor/domain/api';
import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const metricsToken = 'scrape-token-0123456789';

describeOnEachDatabase(
  'metrics on the $name database',
  { metricsToken, permissionsCacheMs: 0 },
  (testApp) => {
    let alpha: TestClient;
    let beta: TestClient;

    beforeAll(async () => {
      alpha = await testApp.tenantClient('alpha');
      beta = await testApp.tenantClient('beta');
    });

    const scrape = (authorization?: string) =>
      testApp.app.inject({
        method: 'GET',
        url: metricPaths.prometheus,
        headers: authorization ? { authorization } : {},
      });

    it('exposes request durations to a scraper with the metrics token, and to no one else', async () => {
      expect(
        (await alpha.request({ method: 'GET', url: '/api/person/persons/PER00000001' })).statusCode,
      ).toBe(404);
      expect((await scrape()).statusCode).toBe(401);
      expect((await scrape('Bearer not-the-token-at-all')).statusCode).toBe(401);
      const scraped = await scrape(`Bearer ${metricsToken}`);
      expect(scraped.statusCode).toBe(200);
      expect(scraped.headers['content-type']).toContain('text/plain');
      expect(scraped.body).toContain('# TYPE lessor_http_request_duration_seconds histogram');
      expect(scraped.body).toMatch(
        /lessor_http_request_duration_seconds_bucket\{method="GET",route="\/api\/person\/persons\/:id",status_class="4xx",le="\+Inf"\} [1-9]/,
      );
      expect(scraped.body).toContain('# TYPE lessor_job_duration_seconds histogram');
      // The queues the app works, each with its jobs waiting and running.
      expect(scraped.body).toContain('# TYPE lessor_job_queue_waiting gauge');
      expect(scraped.body).toMatch(/^lessor_job_queue_waiting\{queue="invoices\.billing-run"\} 0$/m);
      expect(scraped.body).toMatch(/^lessor_job_queue_running\{queue="invoices\.billing-run"\} 0$/m);
    });

    it("lists the caller's tenant's routes with their counts and durations", async () => {
      for (let call = 0; call < 3; call++) await alpha.request({ method: 'GET', url: '/api/person/persons' });
      const view = await alpha.request({ method: 'GET', url: metricPaths.requests });
      expect(view.statusCode).toBe(200);
      const timings: RequestTimings = view.json();
      const persons = timings.routes.find((route) => route.route === '/api/person/persons');
      expect(persons).toMatchObject({ method: 'GET', count: 3 });
      expect(persons?.maxMs).toBeGreaterThan(0);
      expect(persons?.p95Ms).toBeLessThanOrEqual(persons?.maxMs ?? 0);
      const other: RequestTimings = (await beta.request({ method: 'GET', url: metricPaths.requests })).json();
      expect(other.routes.find((route) => route.route === '/api/person/persons')).toBeUndefined();
    });

    it("refuses the view to a user without 'read metrics'", async () => {
      await testApp.configure(alpha, profilesPermissionsDocument, { NOTHING: [], WATCHER: ['read metrics'] });
      for (const [username, profile] of [
        ['nobody@alpha', 'NOTHING'],
        ['watcher@alpha', 'WATCHER'],
      ])
        await alpha.request({
          method: 'POST',
          url: '/api/core/users',
          payload: { username, profiles: [profile] },
        });
      const nobody = await testApp.userClient('alpha', 'nobody@alpha');
      const refused = await nobody.request({ method: 'GET', url: metricPaths.requests });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
      const watcher = await testApp.userClient('alpha', 'watcher@alpha');
      expect((await watcher.request({ method: 'GET', url: metricPaths.requests })).statusCode).toBe(200);
    });
  },
);

describeOnEachDatabase('metrics without a token on the $name database', (testApp) => {
  it('has no Prometheus endpoint', async () => {
    const scraped = await testApp.app.inject({
      method: 'GET',
      url: metricPaths.prometheus,
      headers: { authorization: 'Bearer anything-at-all-0123' },
    });
    expect(scraped.statusCode).toBe(404);
  });
});
