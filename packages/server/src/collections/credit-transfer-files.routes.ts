import { apiPaths } from '@lessor/domain/api';
import { paymentFileEntity } from '@lessor/domain/entities';
import type { FastifyInstance } from 'fastify';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { TenantPermissions } from '../permissions/tenant-permissions.ts';
import { generateCreditTransferFile } from './generate-credit-transfer-file.ts';
import { registerPaymentFileMaker } from './payment-file-maker.route.ts';

/**
 * `POST /api/bank/payment-files/credit-transfers` makes the credit-transfer file of the payable
 * invoices due by a day as a job (docs/collections.md) and answers its PaymentFile with the invoices
 * it left out, or the job to follow; `GET /api/bank/payment-files/{id}/content` answers its XML.
 */
export async function registerCreditTransferFileRoutes(
  app: FastifyInstance,
  context: { db: Database; catalogue: EntityCatalogue; permissions: TenantPermissions; queue: JobQueue },
): Promise<void> {
  const { db, catalogue } = context;
  await registerPaymentFileMaker(app, context, {
    path: apiPaths.creditTransferFiles,
    summary: 'Make the credit-transfer file paying the supplier invoices due by a day',
    day: { field: 'executionDate', description: 'Payable invoices due by this day are paid on it' },
    account: {
      field: 'debtorBankAccount',
      description: "The company's BankAccount paid from; its first active one with an IBAN when absent",
    },
    job: {
      name: `${paymentFileEntity.collection}.credit-transfers`,
      scriptName: 'credit-transfer-file',
      title: (day) => `Supplier payments of ${day}`,
    },
    make: (trx, actor, executionDate, debtorBankAccount, progress) =>
      generateCreditTransferFile(
        trx,
        db,
        catalogue,
        actor,
        { executionDate, ...(debtorBankAccount ? { debtorBankAccount } : {}) },
        progress,
      ),
  });
}
