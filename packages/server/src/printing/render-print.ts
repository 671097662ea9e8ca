import type { EntityRecord, PrintTemplateName } from '@lessor/domain/api';
import { type EntityDefinition, invoiceLineEntity, personEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { findRecordRow } from '../entities/reading/find-record.ts';
import { rowToRecord } from '../entities/record-mapping.ts';
import { entityTables, type TenantTransaction } from '../tenancy/with-tenant.ts';
import { contractSchedulePdf } from './layouts/contract-schedule-pdf.ts';
import { directDebitMandatePdf, type PrintedMandate } from './layouts/direct-debit-mandate-pdf.ts';
import { invoicePdf } from './layouts/invoice-pdf.ts';
import { paymentReminderPdf } from './layouts/payment-reminder-pdf.ts';
import { type PrintedParty, printedParty } from './printed-party.ts';

/** A printed document: its bytes and the file name it is offered under. */
export interface Printed {
  fileName: string;
  pdf: Uint8Array;
}

/**
 * Prints a record, read in the caller's tenant transaction, with one of its entity's built-in
 * layouts: the persons, lines and schedule the layout shows are read here, in the same tenant.
 */
export async function renderPrint(
  trx: TenantTransaction,
  tenant: string,
  template: PrintTemplateName,
  record: EntityRecord,
  today: string,
): Promise<Printed> {
  const registration = String(record.registration);
  const party = (role: string) => partyOf(trx, tenant, record, role);
  switch (template) {
    case 'contract-schedule':
      return {
        fileName: `${registration} contract.pdf`,
        pdf: await contractSchedulePdf(record, {
          client: await party('CLIENT'),
          partner: await party('PARTNER'),
        }),
      };
    case 'invoice':
      return {
        fileName: `${registration} invoice.pdf`,
        pdf: await invoicePdf(record, await invoiceLines(trx, tenant, registration), {
          payer: await party('PAYER'),
          payee: await party('PAYEE'),
        }),
      };
    case 'payment-reminder':
      return {
        fileName: `${registration} reminder.pdf`,
        pdf: await paymentReminderPdf(record, await party('PAYER'), today),
      };
    case 'direct-debit-mandate': {
      const mandates = mandatesOf(record);
      if (mandates.length === 0) throw new LessorError('NOTHING_TO_PRINT', [registration, template]);
      return {
        fileName: `${registration} mandates.pdf`,
        pdf: await directDebitMandatePdf(printedParty(record), mandates),
      };
    }
  }
}

/** The person a record names with a role: `{role}Registration` first, else its persons list. */
async function partyOf(
  trx: TenantTransaction,
  tenant: string,
  record: EntityRecord,
  role: string,
): Promise<PrintedParty | undefined> {
  const named = record[`${role.toLowerCase()}Registration`];
  const listed = Array.isArray(record.persons)
    ? (record.persons as Record<string, unknown>[]).find((person) => person.role === role)?.personRegistration
    : undefined;
  const registration = typeof named === 'string' && named !== '' ? named : listed;
  if (typeof registration !== 'string' || registration === '') return undefined;
  return printedParty(await readRecord(trx, tenant, personEntity, registration));
}

async function readRecord(trx: TenantTransaction, tenant: string, entity: EntityDefinition, id: string) {
  return rowToRecord(await findRecordRow(trx, tenant, entity, id));
}

/** An invoice's lines, in the order they were made. */
async function invoiceLines(
  trx: TenantTransaction,
  tenant: string,
  invoice: string,
): Promise<EntityRecord[]> {
  const rows = await entityTables(trx)
    .selectFrom(invoiceLineEntity.table)
    .selectAll()
    .where('tenant', '=', tenant)
    .where((where) => where(where.ref('data', '->>').key('invoiceRegistration'), '=', invoice))
    .orderBy('registration')
    .execute();
  return rows.map(rowToRecord);
}

/** The mandates of a person's accounts still in force (active or suspended), with their account. */
function mandatesOf(person: EntityRecord): PrintedMandate[] {
  const accounts = Array.isArray(person.bankAccounts)
    ? (person.bankAccounts as Record<string, unknown>[])
    : [];
  return accounts.flatMap((account) =>
    (Array.isArray(account.sepaMandates) ? (account.sepaMandates as Record<string, unknown>[]) : [])
      .filter((mandate) => mandate.rumStatus === 'ACTIVE' || mandate.rumStatus === 'SUSPENDED')
      .map((mandate) => ({ account, mandate })),
  );
}
