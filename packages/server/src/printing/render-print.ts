import type { EntityRecord, PrintTemplateName } from '@lessor/domain/api';
import { type EntityDefinition, personEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { findRecordRow } from '../entities/reading/find-record.ts';
import { rowToRecord } from '../entities/record-mapping.ts';
import type { Actor } from '../tenancy/actor.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';
import { readInvoicePdfContexts } from './invoice/read-invoice-pdf-contexts.ts';
import { renderInvoicePdf } from './invoice/render-invoice-pdf.ts';
import { contractSchedulePdf } from './layouts/contract-schedule-pdf.ts';
import { directDebitMandatePdf, type PrintedMandate } from './layouts/direct-debit-mandate-pdf.ts';
import { paymentReminderPdf } from './layouts/payment-reminder-pdf.ts';
import { printFormat } from './print-format.ts';
import { type PrintedParty, printedParty } from './printed-party.ts';
import { readPrintLocale } from './read-print-locale.ts';

/** A printed document: its bytes and the file name it is offered under. */
export interface Printed {
  fileName: string;
  pdf: Uint8Array;
}

/**
 * Prints a record, read in the caller's tenant transaction, with one of its entity's built-in
 * layouts: the persons, lines and schedule the layout shows are read here, in the same tenant.
 * An invoice prints as its INVOICE document does (printing/invoice/render-invoice-pdf.ts).
 */
export async function renderPrint(
  { trx, actor, catalogue }: { trx: TenantTransaction; actor: Actor; catalogue: EntityCatalogue },
  template: PrintTemplateName,
  record: EntityRecord,
  today: string,
): Promise<Printed> {
  const { tenant } = actor;
  const registration = String(record.registration);
  const format = printFormat(await readPrintLocale(trx, actor));
  const party = (role: string) => partyOf(trx, tenant, record, role);
  switch (template) {
    case 'contract-schedule':
      return {
        fileName: `${registration} contract.pdf`,
        pdf: await contractSchedulePdf(
          record,
          { client: await party('CLIENT'), partner: await party('PARTNER') },
          format,
        ),
      };
    case 'invoice': {
      const context = (await readInvoicePdfContexts(trx, actor, catalogue, [record])).get(registration);
      if (!context) throw new LessorError('NOTHING_TO_PRINT', [registration, template]);
      return {
        fileName: `${registration}.pdf`,
        pdf: await renderInvoicePdf({ ...record, registration }, context),
      };
    }
    case 'payment-reminder':
      return {
        fileName: `${registration} reminder.pdf`,
        pdf: await paymentReminderPdf(record, await party('PAYER'), today, format),
      };
    case 'direct-debit-mandate': {
      const mandates = mandatesOf(record);
      if (mandates.length === 0) throw new LessorError('NOTHING_TO_PRINT', [registration, template]);
      return {
        fileName: `${registration} mandates.pdf`,
        pdf: await directDebitMandatePdf(printedParty(record), mandates, format),
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
