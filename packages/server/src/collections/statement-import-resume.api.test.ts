import type { EntityRecord, ImportedBankStatement } from '@lessor/domain/api';
import { entities } from '@lessor/domain/entities';
import { camt053Xml } from '@lessor/domain/testing';
import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import type { CoreDatabase } from '../db/schema.ts';
import { type AnsweredJob, jobView, runAnsweredJob } from '../jobs/answered-job.ts';
import { HeldQueue } from '../testing/held-queue.ts';
import { describeOnEachDatabase } from '../testing/index.ts';
import { importBankStatements } from './import-bank-statements.ts';
import { startStatementImport } from './statement-import-job.ts';

const collectionIban = 'FR7630001007941234567890185';

/**
 * The database, but for its `lost`-th transaction, whose work is done and then lost as a dropped
 * connection loses it: rolled back, with node-postgres's own message.
 */
function losingTransaction(db: Database, lost: number): Database {
  let count = 0;
  const app = new Proxy(db.app, {
    get(target, property) {
      if (property !== 'transaction') return Reflect.get(target, property, target);
      return () => {
        count += 1;
        const builder = target.transaction();
        if (count !== lost) return builder;
        return {
          execute: (work: (trx: unknown) => Promise<unknown>) =>
            builder.execute(async (trx) => {
              await work(trx);
              throw new Error('Connection terminated unexpectedly');
            }),
        };
      };
    },
  }) as Kysely<CoreDatabase>;
  return { ...db, app };
}

describeOnEachDatabase('a statement import stopped half way on the $name database', (testApp) => {
  it('goes on after the payments it committed when its job runs again, and imports none twice', async () => {
    const client = await testApp.tenantClient('resumed-import');
    await client.request({
      method: 'POST',
      url: '/api/bank/bank-accounts',
      payload: { name: 'Collections', bankIban: collectionIban },
    });
    const amounts = ['10.00', '20.00', '30.00', '40.00', '50.00'];
    const content = Buffer.from(
      camt053Xml({
        messageId: 'MSG-RESUMED',
        id: 'STMT-RESUMED',
        createdAt: new Date('2026-12-11T20:00:00Z'),
        account: { iban: collectionIban, currency: 'EUR' },
        openingBalance: '0.00',
        entries: amounts.map((amount, index) => ({
          amount,
          direction: 'CRDT' as const,
          reference: `REF-${index}`,
          transactions: [{ amount, counterparty: { name: `Payer ${index}` } }],
        })),
      }),
    );
    const catalogue = new EntityCatalogue(entities);
    const queue = new HeldQueue<AnsweredJob>();
    const actor = { tenant: client.tenant, username: client.username };
    const batch = await startStatementImport(
      { db: testApp.db, catalogue, queue },
      actor,
      { fileName: 'resumed.xml', content },
      undefined,
    );
    const [job] = queue.sent;
    if (!job) throw new Error('the import was not queued');
    const run = (db: Database) =>
      runAnsweredJob(db, job, (runner) =>
        importBankStatements(db, catalogue, runner, job.batchId, { paymentsPerTransaction: 2 }),
      );

    // The job's state read, the file read, the statement opened, the invoices read, two payments
    // written: the next two are lost.
    await expect(run(losingTransaction(testApp.db, 6))).rejects.toThrow('Connection terminated');
    const stopped = await jobView(testApp.db, actor, batch._id);
    expect(stopped.job).toMatchObject({ status: 'PROCESSING', processed: 2, total: 5 });

    await run(testApp.db);
    const done = await jobView(testApp.db, actor, batch._id);
    expect(done.job).toMatchObject({ status: 'SUCCESS', processed: 5, total: 5 });
    expect((done.answer as ImportedBankStatement).counts).toEqual({
      transactions: 5,
      matched: 0,
      returned: 0,
      toReconcile: 5,
    });
    const written = await client.request({
      method: 'GET',
      url: '/api/bank/bank-transactions?sort=bankReference',
    });
    expect(written.json<EntityRecord[]>().map((transaction) => transaction.bankReference)).toEqual([
      'REF-0',
      'REF-1',
      'REF-2',
      'REF-3',
      'REF-4',
    ]);
    const statements = await client.request({ method: 'GET', url: '/api/bank/bank-statements' });
    expect(statements.json<EntityRecord[]>()).toHaveLength(1);

    // Delivered once more, an ended job does nothing.
    await run(testApp.db);
    const again = await client.request({ method: 'GET', url: '/api/bank/bank-transactions' });
    expect(again.json<EntityRecord[]>()).toHaveLength(5);
  });
});
