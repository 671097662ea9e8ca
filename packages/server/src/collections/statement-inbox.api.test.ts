import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CronView, cronPaths, type EntityRecord } from '@lessor/domain/api';
import { camt053Xml } from '@lessor/domain/testing';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const inbox = mkdtempSync(join(tmpdir(), 'lessor-statement-inbox-'));
const collectionIban = 'FR7630001007941234567890185';

describeOnEachDatabase(
  'the inbox of bank statements on the $name database',
  { statementInbox: inbox },
  (testApp) => {
    let alpha: TestClient;
    let beta: TestClient;

    const statement = (id: string) =>
      camt053Xml({
        messageId: `MSG-${id}`,
        id,
        createdAt: new Date('2026-12-10T20:00:00Z'),
        account: { iban: collectionIban, currency: 'EUR' },
        openingBalance: '100.00',
        entries: [
          { amount: '7.50', direction: 'CRDT', transactions: [{ amount: '7.50', counterparty: {} }] },
        ],
      });
    /** Runs the cron now, and waits for its run's sentence. */
    const runInbox = async (client: TestClient) => {
      const asked = await client.request({ method: 'POST', url: cronPaths.run('import-bank-statements') });
      expect(asked.statusCode, asked.body).toBe(202);
      let run: CronView['runs'][number] | undefined;
      await expect
        .poll(async () => {
          const crons = (await client.request({ method: 'GET', url: cronPaths.list })).json<CronView[]>();
          run = crons.find((cron) => cron.name === 'import-bank-statements')?.runs[0];
          return run?.slot === JSON.parse(asked.body).slot ? run?.status : undefined;
        })
        .toMatch(/SUCCESS|ERROR/);
      return run;
    };
    const statementIds = async (client: TestClient) =>
      (await client.request({ method: 'GET', url: '/api/bank/bank-statements' }))
        .json<EntityRecord[]>()
        .map((found) => found.statementId);

    beforeAll(async () => {
      const suffix = testApp.db.kind;
      alpha = await testApp.tenantClient(`inbox-alpha-${suffix}`);
      beta = await testApp.tenantClient(`inbox-beta-${suffix}`);
      for (const client of [alpha, beta])
        await client.request({
          method: 'POST',
          url: '/api/bank/bank-accounts',
          payload: { name: 'Collections', bankIban: collectionIban },
        });
    });

    it("imports the files dropped in the tenant's folder, once each, and moves them aside", async () => {
      const folder = join(inbox, alpha.tenant);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'monday.xml'), statement('STMT-MONDAY'));
      writeFileSync(join(folder, 'notes.txt'), 'not a statement');
      const first = await runInbox(alpha);
      expect(first).toMatchObject({
        status: 'SUCCESS',
        message: expect.stringMatching(/^1 statement file\(s\) queued: BAT/),
      });
      await expect.poll(() => statementIds(alpha)).toEqual(['STMT-MONDAY']);
      expect(readdirSync(folder).sort()).toEqual(['notes.txt', 'queued']);
      const [queued] = readdirSync(join(folder, 'queued'));
      expect(queued).toMatch(/^BAT\d{8}-monday\.xml$/);

      // The same file dropped again follows the import it started: nothing is imported twice.
      writeFileSync(join(folder, 'monday-again.xml'), statement('STMT-MONDAY'));
      const again = await runInbox(alpha);
      expect(again?.message).toBe(`1 statement file(s) queued: ${queued?.slice(0, 11)}`);
      expect(await statementIds(alpha)).toEqual(['STMT-MONDAY']);

      // Another tenant's run reads its own folder only.
      expect(await runInbox(beta)).toMatchObject({
        status: 'SUCCESS',
        message: 'No statement file in the inbox',
      });
      expect(await statementIds(beta)).toEqual([]);
    });
  },
);
