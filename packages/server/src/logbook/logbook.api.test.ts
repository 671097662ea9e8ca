import { Writable } from 'node:stream';
import type { EntityRecord } from '@lessor/domain/api';
import { cronPaths } from '@lessor/domain/api';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';
import { countAccesses } from './access-statistics.ts';
import { expireLogs } from './expire-logs.ts';

const accessLogs = '/api/system/access-logs';
const audits = '/api/system/audits';
const systemLogs = '/api/system/system-logs';
const persons = '/api/person/persons';

// The server's log goes nowhere in tests; the SystemLogStream still reads every line.
const silent = new Writable({ write: (_chunk, _encoding, done) => done() });

describeOnEachDatabase(
  'access logs, audits and system logs on the $name database',
  { logger: { level: 'info', stream: silent } },
  (testApp) => {
    let alpha: TestClient;
    let beta: TestClient;

    beforeAll(async () => {
      alpha = await testApp.tenantClient('alpha');
      beta = await testApp.tenantClient('beta');
    });

    const list = async (client: TestClient, url: string): Promise<EntityRecord[]> => {
      await testApp.app.logBook.flush();
      const response = await client.request({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    it('logs each signed-in call of a tenant with its route, status, time and user, in that tenant only', async () => {
      const created = await alpha.request({
        method: 'POST',
        url: persons,
        payload: { type: 'I', firstName: 'Ada', lastName: 'Logged' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const missing = await alpha.request({ method: 'GET', url: `${persons}/PER99999999` });
      expect(missing.statusCode).toBe(404);

      const lines = await list(alpha, `${accessLogs}?range=0-199`);
      const creation = lines.find((line) => line.method === 'POST' && line.route === persons);
      expect(creation).toMatchObject({
        type: 'REQUEST',
        url: persons,
        statusCode: 201,
        username: 'admin@alpha',
        weight: 1,
      });
      expect(creation?.durationMs).toBeGreaterThanOrEqual(0);
      expect(String(creation?.requestId)).toBe(created.headers['x-request-id']);
      expect(lines.find((line) => line.url === `${persons}/PER99999999`)).toMatchObject({
        route: `${persons}/:id`,
        statusCode: 404,
      });
      expect((await beta.request({ method: 'GET', url: persons })).statusCode).toBe(200);
      const betaLines = await list(beta, `${accessLogs}?range=0-199`);
      expect(betaLines.length).toBeGreaterThan(0);
      expect(betaLines.every((line) => line.username === 'admin@beta')).toBe(true);
    });

    it('keeps who read, changed, moved and deleted a record, and nothing for a refused call', async () => {
      const created = await alpha.request({
        method: 'POST',
        url: persons,
        payload: { type: 'I', firstName: 'Grace', lastName: 'Audited' },
      });
      const { registration, _id: id } = created.json() as EntityRecord;
      expect((await alpha.request({ method: 'GET', url: `${persons}/${String(id)}` })).statusCode).toBe(200);
      const patched = await alpha.request({
        method: 'PATCH',
        url: `${persons}/${registration}`,
        payload: { firstName: 'Grace B.' },
      });
      expect(patched.statusCode, patched.body).toBe(200);
      const refused = await alpha.request({
        method: 'PATCH',
        url: `${persons}/${registration}`,
        payload: { type: 'NOT_A_TYPE' },
      });
      expect(refused.statusCode).toBe(400);
      expect((await alpha.request({ method: 'DELETE', url: `${persons}/${registration}` })).statusCode).toBe(
        204,
      );

      const trail = await list(alpha, `${audits}?entityRegistration=${registration}&range=0-99`);
      expect(trail.map((line) => line.action).sort()).toEqual(['CREATE', 'DELETE', 'READ', 'UPDATE']);
      expect(trail.every((line) => line.entityName === 'Person' && line.username === 'admin@alpha')).toBe(
        true,
      );
      expect(trail.find((line) => line.action === 'READ')?.details).toBe(`GET ${persons}/${String(id)}`);
      expect(await list(beta, `${audits}?entityRegistration=${registration}`)).toEqual([]);
    });

    it('keeps the audits and logs as the server wrote them: the API changes none', async () => {
      const [line] = await list(alpha, `${accessLogs}?range=0-0`);
      for (const [method, url] of [
        ['PATCH', `${accessLogs}/${String(line?.registration)}`],
        ['DELETE', `${accessLogs}/${String(line?.registration)}`],
        ['POST', accessLogs],
        ['POST', audits],
        ['POST', systemLogs],
      ] as const) {
        const response = await alpha.request({ method, url, payload: { statusCode: 200 } });
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.json()).toMatchObject({ code: 'APPEND_ONLY' });
      }
    });

    it('keeps a failed cron run’s error line as a system log of its tenant', async () => {
      // No statement inbox is configured: the run fails, and says so in the server's log.
      const run = await alpha.request({ method: 'POST', url: cronPaths.run('import-bank-statements') });
      expect(run.statusCode, run.body).toBeLessThan(300);
      await expect
        .poll(async () => (await list(alpha, `${systemLogs}?level=ERROR`)).map((line) => line.message), {
          timeout: 10_000,
        })
        .toContain('cron run failed');
      const [line] = (await list(alpha, `${systemLogs}?level=ERROR`)).filter(
        (candidate) => candidate.message === 'cron run failed',
      );
      expect(line).toMatchObject({ type: 'JOB', level: 'ERROR' });
      expect(String(line?.details)).toContain('STATEMENT_INBOX_NOT_SET');
      expect((await list(beta, systemLogs)).map((candidate) => candidate.message)).not.toContain(
        'cron run failed',
      );
    });

    it('counts a day’s calls per route and in all, and counting a day again replaces its rows', async () => {
      const day = new Date().toISOString().slice(0, 10);
      const count = async () => {
        await testApp.app.logBook.flush();
        return countAccesses(testApp.db, 'alpha', day);
      };
      expect(await count()).toMatch(/call\(s\) on/);
      const first = await list(alpha, `/api/system/access-stats?date=${day}&range=0-199`);
      const creations = first.find((stat) => stat.method === 'POST' && stat.route === persons);
      expect(creations?.calls).toBeGreaterThanOrEqual(2);
      const [total] = await list(alpha, `/api/system/access-tenant-stats?date=${day}`);
      expect(total).toMatchObject({ tenantName: 'alpha', date: day, users: 1 });
      expect(Number(total?.calls)).toBe(first.reduce((sum, stat) => sum + Number(stat.calls), 0));
      // Counted again, the day's rows are replaced: one tenant total, one line per route.
      await count();
      expect(await list(alpha, `/api/system/access-tenant-stats?date=${day}`)).toHaveLength(1);
      const again = await list(alpha, `/api/system/access-stats?date=${day}&range=0-199`);
      const routes = again.map((stat) => `${stat.method} ${stat.route}`);
      expect(new Set(routes).size).toBe(routes.length);
      expect(await list(beta, `/api/system/access-stats?date=${day}`)).toEqual([]);
    });

    it('deletes a tenant’s logs past their retention, keeps its audits a year and leaves other tenants alone', async () => {
      await testApp.app.logBook.flush();
      const age = async (tenant: string, days: number) => {
        for (const table of ['access_logs', 'system_logs', 'audits'])
          await sql`update ${sql.table(table)} set _insert_date = now() - make_interval(days => ${days})
            where tenant = ${tenant}`.execute(testApp.db.owner);
      };
      await age('alpha', 40);
      await age('beta', 40);
      const betaBefore = (await list(beta, `${accessLogs}?range=0-199`)).length;
      expect(await expireLogs(testApp.db, 'alpha', 30, new Date())).toMatch(
        /^[1-9]\d* access log\(s\), [1-9]\d* system log\(s\), 0 audit\(s\)/,
      );
      // The lists read now are logged again: only today's lines are left.
      await testApp.app.logBook.flush();
      const left = await list(alpha, `${accessLogs}?range=0-199`);
      expect(left.every((line) => Date.parse(String(line._insertDate)) > Date.now() - 86_400_000)).toBe(true);
      expect((await list(alpha, `${audits}?range=0-0`)).length).toBe(1);
      expect((await list(beta, `${accessLogs}?range=0-199`)).length).toBeGreaterThanOrEqual(betaBefore);
      await age('alpha', 401);
      expect(await expireLogs(testApp.db, 'alpha', 30, new Date())).toMatch(/ [1-9]\d* audit\(s\)/);
      expect(await list(alpha, `${audits}?range=0-99`)).toEqual([]);
    });
  },
);
