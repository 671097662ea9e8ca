import { instalmentInvoice } from '@lessor/domain/entities';
import { addDays, daysBetween } from './demo-calendar.ts';
import type { DemoCashflow } from './demo-cashflows.ts';
import type { FinancingFile } from './demo-contracts.ts';
import type { SeededRandom } from './random.ts';

type Body = Record<string, unknown>;

/** An invoice of the demo with the contract it bills, for the records that follow from it. */
export interface DemoInvoice {
  registration: string;
  file: FinancingFile;
  body: Body;
}

/**
 * The invoices of the active contracts: every planned cashflow due by `today` billed as a billing
 * run bills it (`instalmentInvoice`, so a run today bills nothing twice), then carried along its
 * workflow as a clerk would have: the older ones paid a few days after their due date with a zero
 * balance, a few left overdue or partly paid, the latest still issued, sent or not yet issued. An
 * open invoice's balance is its amount; a paid one has its payment date. Numbered `INV…` from 1,
 * in order.
 */
export function demoInvoices(
  random: SeededRandom,
  cashflows: readonly DemoCashflow[],
  today: string,
): DemoInvoice[] {
  const invoices: DemoInvoice[] = [];
  const paymentModes = new Map<string, string>();
  for (const { registration, file, body } of cashflows) {
    const due = String(body.date).slice(0, 10);
    if (due > today) continue;
    if (!paymentModes.has(file.registration))
      paymentModes.set(file.registration, random.chance(0.75) ? 'DIRECT_DEBIT' : 'TRANSFER');
    const invoice = instalmentInvoice(
      { ...body, registration },
      { ...file.contract, registration: file.registration },
      `${today}T00:00:00.000Z`,
    );
    invoices.push({
      registration: `INV${String(invoices.length + 1).padStart(8, '0')}`,
      file,
      body: {
        ...invoice,
        paymentMode: paymentModes.get(file.registration),
        paymentCondition: 'ON_RECEIPT',
        generationDate: `${due}T00:00:00.000Z`,
        timeZone: 'Europe/Paris',
        ...settlement(random, Number(invoice.amountInclTax), due, today),
      },
    });
  }
  numberIssuedInvoices(invoices);
  return invoices;
}

/** Where an invoice due on `due` stands today: its status, balance, and issue and payment dates. */
function settlement(random: SeededRandom, amount: number, due: string, today: string): Body {
  const age = daysBetween(due, today);
  const roll = random.next();
  const paid = () => ({
    status: 'PAID',
    issueDate: due,
    totalBalance: 0,
    paymentDate: [addDays(due, random.integer(0, 7)), today].sort()[0],
  });
  const open = (status: string) => ({ status, issueDate: due, totalBalance: amount });
  if (age <= 3 && roll < 0.5) return { status: 'DRAFT', totalBalance: amount };
  if (age <= 10) return roll < 0.6 ? open('ISSUED') : roll < 0.85 ? open('SENT') : paid();
  const overdue = age > 40 ? 0.03 : 0.2;
  if (roll >= overdue) return paid();
  if (roll < overdue / 3) {
    // A part paid, to the cent, and the rest still owed.
    const cents = Math.round(amount * 100);
    const owed = Math.round(cents * (0.2 + random.next() * 0.6));
    return {
      status: 'PARTIALLY_PAID',
      issueDate: due,
      totalBalance: owed / 100,
      paymentDate: [addDays(due, random.integer(0, 7)), today].sort()[0],
    };
  }
  return open('SENT');
}

/** Issued invoices get their number in the order they were issued, per year: `2026-000123`. */
function numberIssuedInvoices(invoices: DemoInvoice[]): void {
  const issued = invoices
    .filter(({ body }) => typeof body.issueDate === 'string')
    .sort(
      (a, b) =>
        String(a.body.issueDate).localeCompare(String(b.body.issueDate)) ||
        a.registration.localeCompare(b.registration),
    );
  const perYear = new Map<string, number>();
  for (const { body } of issued) {
    const year = String(body.issueDate).slice(0, 4);
    const number = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, number);
    body.invoiceNumber = `${year}-${String(number).padStart(6, '0')}`;
  }
}
