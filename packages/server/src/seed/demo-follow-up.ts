import { addDays, daysBetween } from './demo-calendar.ts';
import type { FinancingFile } from './demo-contracts.ts';
import type { DemoInvoice } from './demo-invoices.ts';
import type { DemoProject } from './demo-pipeline.ts';
import type { SeededRandom } from './random.ts';

type Body = Record<string, unknown>;

interface FollowUpFacts {
  files: readonly FinancingFile[];
  invoices: readonly DemoInvoice[];
  projects: readonly DemoProject[];
  /** The user the tasks are assigned to. */
  owner: string;
  today: string;
}

/** Invoices past their due date by more than a month and still owed: what collection works on. */
function overdueInvoices(invoices: readonly DemoInvoice[], today: string): DemoInvoice[] {
  return invoices.filter(
    ({ body }) =>
      (body.status === 'SENT' || body.status === 'PARTIALLY_PAID') &&
      daysBetween(String(body.dueDate).slice(0, 10), today) > 30,
  );
}

/**
 * What the lessor said to its clients: a welcome when a contract was signed, reminders for the
 * overdue invoices (a letter, then a call), and calls about the client projects. Each names the
 * person, contract, invoice or project it is about, the branch it came from, and an e-mail goes
 * to the person's address.
 */
export function demoCommunications(
  random: SeededRandom,
  { files, invoices, projects, today }: FollowUpFacts,
): Body[] {
  const communications: Body[] = [];
  const orga = (file: FinancingFile) =>
    file.branch ? { orgaRegistration: file.branch.person.registration } : {};
  for (const file of files) {
    const signed = file.contract.signatureDate;
    if (file.status !== 'ACTIVE' || typeof signed !== 'string' || !random.chance(0.6)) continue;
    communications.push({
      name: `Welcome ${file.registration}`,
      type: 'EMAIL',
      status: 'SENT',
      category: 'CONTRACTUAL',
      date: `${signed}T10:00:00.000Z`,
      subject: `Your contract ${file.registration} is signed`,
      ...(file.client.email ? { email: file.client.email } : {}),
      personRegistration: file.client.registration,
      contractRegistration: file.registration,
      ...orga(file),
      body: `Welcome. ${String(file.contract.financialProduct)}: ${String(file.contract.duration)} months from ${String(file.contract.startDate)}.`,
    });
  }
  for (const { registration, file, body } of overdueInvoices(invoices, today)) {
    const due = String(body.dueDate).slice(0, 10);
    const reminder = {
      category: 'COLLECTION',
      personRegistration: file.client.registration,
      contractRegistration: file.registration,
      invoiceRegistration: registration,
      ...orga(file),
    };
    communications.push({
      ...reminder,
      name: `Reminder ${registration}`,
      type: 'LETTER',
      status: 'SENT',
      date: `${addDays(due, 15)}T08:00:00.000Z`,
      subject: `Reminder: invoice ${String(body.invoiceNumber)} was due on ${due}`,
      body: `${String(body.totalBalance)} EUR remain to be paid.`,
    });
    communications.push({
      ...reminder,
      name: `Collection call ${registration}`,
      type: 'CALL',
      status: 'SENT',
      date: `${[addDays(due, 30), today].sort()[0]}T14:00:00.000Z`,
      subject: `Call about invoice ${String(body.invoiceNumber)}`,
    });
  }
  for (const project of projects) {
    if (project.status === 'DRAFT') continue;
    communications.push({
      name: `Project call ${project.registration}`,
      type: 'CALL',
      status: 'RECEIVED',
      category: 'COMMERCIAL',
      date: `${addDays(today, -random.integer(1, 60))}T11:00:00.000Z`,
      subject: `Call from ${project.client.name} about ${project.name}`,
      personRegistration: project.client.registration,
      projectRegistration: project.registration,
    });
  }
  return communications;
}

/**
 * The demo administrator's tasks: calling the clients of overdue invoices, chasing the signature
 * of approved contracts, and meetings on the active projects. A task done has its end date and is
 * flagged done.
 */
export function demoTasks(
  random: SeededRandom,
  { files, invoices, projects, owner, today }: FollowUpFacts,
): Body[] {
  const task = (body: Body, due: string, priority: string) => {
    const status =
      due < today
        ? random.pick(['DONE', 'DONE', 'IN_PROGRESS'])
        : random.pick(['TODO', 'TODO', 'IN_PROGRESS']);
    const startDate = addDays(due, -random.integer(3, 14));
    return {
      ...body,
      status,
      priority,
      ownerUsername: owner,
      startDate,
      dueDate: due,
      ...(status === 'DONE'
        ? { done: true, endDate: [addDays(due, random.integer(-2, 1)), today].sort()[0] }
        : { done: false }),
    };
  };
  const tasks: Body[] = [];
  for (const { registration, file, body } of overdueInvoices(invoices, today))
    tasks.push(
      task(
        {
          name: `Call about ${registration}`,
          subject: `Call ${file.client.name} about invoice ${String(body.invoiceNumber)} (${registration})`,
          type: 'CALL',
        },
        addDays(String(body.dueDate).slice(0, 10), 30),
        'HIGH',
      ),
    );
  for (const file of files.filter((candidate) => candidate.status === 'APPROVED'))
    tasks.push(
      task(
        {
          name: `Signature of ${file.registration}`,
          subject: `Collect the signed contract ${file.registration} from ${file.client.name}`,
          type: 'DOCUMENT',
        },
        addDays(today, random.integer(1, 20)),
        'NORMAL',
      ),
    );
  for (const project of projects.filter((candidate) => candidate.status === 'ACTIVE'))
    tasks.push(
      task(
        {
          name: `Meeting ${project.registration}`,
          subject: `Review ${project.name} with the client`,
          type: 'MEETING',
          projectRegistration: project.registration,
        },
        addDays(today, random.integer(-20, 20)),
        'NORMAL',
      ),
    );
  return tasks;
}

/**
 * Collection cases for the overdue invoices, for what is still owed; and insurance claims on a few
 * financed vehicles, some settled.
 */
export function demoCases(random: SeededRandom, { files, invoices, today }: FollowUpFacts): Body[] {
  const collection = overdueInvoices(invoices, today).map(({ registration, file, body }) => {
    const due = String(body.dueDate).slice(0, 10);
    return {
      name: `Collection of ${registration}`,
      type: 'COLLECTION',
      status: random.chance(0.5) ? 'OPEN' : 'IN_PROGRESS',
      date: addDays(due, 30),
      contractRegistration: file.registration,
      invoiceRegistration: registration,
      ...(file.assets[0] ? { assetRegistration: file.assets[0].registration } : {}),
      amount: body.totalBalance,
      currency: 'EUR',
      lastContact: [addDays(due, 30), today].sort()[0],
      lastAction: 'Collection call',
    };
  });
  const claims = files
    .filter(
      (file) => file.status === 'ACTIVE' && file.product.assetKind === 'VEHICLE' && file.assets.length > 0,
    )
    .filter(() => random.chance(0.08))
    .map((file) => {
      const date = addDays(today, -random.integer(5, 200));
      return {
        name: `Damage claim – ${String(file.assets[0]?.body.name)}`,
        type: 'INSURANCE',
        status: random.pick(['IN_PROGRESS', 'SETTLED', 'CLOSED']),
        date,
        contractRegistration: file.registration,
        assetRegistration: file.assets[0]?.registration,
        amount: random.integer(8, 60) * 100,
        currency: 'EUR',
        lastContact: addDays(date, random.integer(1, 4)),
        lastAction: 'Expert appointed',
      };
    });
  return [...collection, ...claims];
}
