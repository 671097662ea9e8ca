import { invoiceEntity, taskEntity } from '@lessor/domain/entities';
import { sql } from 'kysely';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import type { Actor } from '../tenancy/actor.ts';
import { withTenant } from '../tenancy/with-tenant.ts';

/** Days past due at which each reminder is due: a first at once, a second after a fortnight, a third after a month. */
const reminderLevels = [
  { level: 1, days: 1, priority: 'NORMAL' },
  { level: 2, days: 15, priority: 'HIGH' },
  { level: 3, days: 30, priority: 'URGENT' },
] as const;
/** Reminders written per transaction. */
const batchSize = 200;

interface OverdueInvoice {
  registration: string;
  due_date: string;
  balance: string | null;
  currency: string | null;
}

const reminderName = (level: number, invoice: string) => `Reminder ${level} of ${invoice}`;

/**
 * The reminders of overdue receivables: for each invoice of the tenant still owed (issued, sent or
 * partly paid, with a balance) past its due date on `day`, a FOLLOW_UP task naming it for the
 * highest reminder level reached and not yet written, more urgent at each level. A reminder
 * written once is not written again, so the cron can run every day, or twice the same day.
 */
export async function remindOverdueInvoices(
  db: Database,
  catalogue: EntityCatalogue,
  actor: Actor,
  day: string,
): Promise<string> {
  const overdue = await withTenant(db.app, actor.tenant, async (trx) => {
    const { rows } = await sql<OverdueInvoice>`
      select registration, data->>'dueDate' as due_date, data->>'totalBalance' as balance,
        data->>'currency' as currency
      from ${sql.table(invoiceEntity.table)}
      where tenant = ${actor.tenant} and status in ('ISSUED', 'SENT', 'PARTIALLY_PAID')
        and coalesce(data->>'pr', 'R') <> 'P' and data->>'dueDate' < ${day}
        and coalesce((data->>'totalBalance')::numeric, 1) > 0
      order by data->>'dueDate', registration`.execute(trx);
    const written = await trx
      .withTables<Record<string, { tenant: string; name: string | null }>>()
      .selectFrom(taskEntity.table)
      .select('name')
      .where('tenant', '=', actor.tenant)
      .where('name', 'like', 'Reminder %')
      .execute();
    const names = new Set(written.map((task) => task.name));
    return rows.flatMap((invoice) => {
      const days = Math.round((Date.parse(day) - Date.parse(invoice.due_date.slice(0, 10))) / 86_400_000);
      const reached = reminderLevels.filter((candidate) => days >= candidate.days).at(-1);
      if (!reached || names.has(reminderName(reached.level, invoice.registration))) return [];
      return [{ invoice, overdueDays: days, level: reached.level, priority: reached.priority }];
    });
  });
  const tasks = new EntityService(db, catalogue, taskEntity);
  for (let start = 0; start < overdue.length; start += batchSize) {
    const bodies = overdue
      .slice(start, start + batchSize)
      .map(({ invoice, overdueDays, level, priority }) => ({
        name: reminderName(level, invoice.registration),
        type: 'FOLLOW_UP',
        subject:
          `Invoice ${invoice.registration} is ${overdueDays} days overdue` +
          (invoice.balance ? `: ${invoice.balance} ${invoice.currency ?? ''} still owed`.trimEnd() : ''),
        entityRegistration: invoice.registration,
        priority,
        dueDate: day,
      }));
    await withTenant(db.app, actor.tenant, (trx) => tasks.createWithin(trx, actor, bodies));
  }
  return `${overdue.length} reminder(s) written`;
}
