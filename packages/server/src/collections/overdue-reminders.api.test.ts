import type { EntityRecord } from '@lessor/domain/api';
import { entities } from '@lessor/domain/entities';
import { beforeAll, expect, it } from 'vitest';
import { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';
import { remindOverdueInvoices } from './overdue-reminders.ts';

const invoices = '/api/billing/invoices';
const tasks = '/api/core/tasks';
const today = '2026-03-31';

describeOnEachDatabase('reminders of overdue invoices on the $name database', (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;
  const remind = (tenant: string, day = today) =>
    remindOverdueInvoices(testApp.db, new EntityCatalogue(entities), { tenant, username: 'cron' }, day);

  /** An issued invoice of the side given, owing `balance`, due on the day. */
  const issued = async (client: TestClient, dueDate: string, balance: number, pr = 'R') => {
    const created = await client.request({
      method: 'POST',
      url: invoices,
      payload: {
        name: `Invoice due ${dueDate}`,
        type: 'INVOICE',
        pr,
        amountExclTax: balance,
        amountInclTax: balance,
        totalBalance: balance,
        currency: 'EUR',
        dueDate,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { registration } = created.json() as EntityRecord;
    const sent = await client.request({
      method: 'GET',
      url: `${invoices}/${registration}/transitions/ISSUE`,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    return String(registration);
  };
  const remindersOf = async (client: TestClient): Promise<EntityRecord[]> => {
    const response = await client.request({ method: 'GET', url: `${tasks}?type=FOLLOW_UP&range=0-99` });
    expect(response.statusCode).toBe(200);
    return (response.json() as EntityRecord[]).filter((task) => String(task.name).startsWith('Reminder '));
  };

  beforeAll(async () => {
    alpha = await testApp.tenantClient('alpha');
    beta = await testApp.tenantClient('beta');
  });

  it('writes one follow-up per overdue receivable, at the level its lateness reached, once', async () => {
    const late = await issued(alpha, '2026-03-20', 120.5);
    const later = await issued(alpha, '2026-03-10', 80);
    const latest = await issued(alpha, '2026-02-01', 99.99);
    await issued(alpha, '2026-04-15', 50); // not due yet
    await issued(alpha, '2026-02-01', 70, 'P'); // ours to pay: no reminder to ourselves
    await issued(beta, '2026-02-01', 10);

    expect(await remind('alpha')).toBe('3 reminder(s) written');
    const reminders = await remindersOf(alpha);
    expect(
      reminders.map((task) => [task.name, task.priority, task.entityRegistration, task.status]).sort(),
    ).toEqual(
      [
        [`Reminder 1 of ${late}`, 'NORMAL', late, 'TODO'],
        [`Reminder 2 of ${later}`, 'HIGH', later, 'TODO'],
        [`Reminder 3 of ${latest}`, 'URGENT', latest, 'TODO'],
      ].sort(),
    );
    expect(reminders.find((task) => task.entityRegistration === late)?.subject).toBe(
      `Invoice ${late} is 11 days overdue: 120.5 EUR still owed`,
    );
    expect(await remind('alpha')).toBe('0 reminder(s) written');
    expect(await remindersOf(beta)).toEqual([]);

    // A fortnight on, the first invoice reaches its second reminder; a paid one gets none.
    const paid = await alpha.request({ method: 'GET', url: `${invoices}/${later}/transitions/PAY` });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await remind('alpha', '2026-04-04')).toBe('1 reminder(s) written');
    expect((await remindersOf(alpha)).map((task) => task.name)).toContain(`Reminder 2 of ${late}`);
  });
});
