import { apiPaths } from '@lessor/domain/api';
import type { FastifyInstance } from 'fastify';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import type { TenantPermissions } from '../permissions/tenant-permissions.ts';
import { generateCreditTransferFile } from './generate-credit-transfer-file.ts';
import { registerPaymentFileMaker } from './payment-file-maker.route.ts';

/**
 * `POST /api/bank/payment-files/credit-transfers` makes the credit-transfer file of the payable
 * invoices due by a day (docs/collections.md) and answers its PaymentFile with the invoices it left
 * out; `GET /api/bank/payment-files/{id}/content` answers its XML.
 */
export function registerCreditTransferFileRoutes(
  app: FastifyInstance,
  db: Database,
  catalogue: EntityCatalogue,
  permissions: TenantPermissions,
): void {
  registerPaymentFileMaker(app, catalogue, permissions, {
    path: apiPaths.creditTransferFiles,
    summary: 'Make the credit-transfer file paying the supplier invoices due by a day',
    day: { field: 'executionDate', description: 'Payable invoices due by this day are paid on it' },
    account: {
      field: 'debtorBankAccount',
      description: "The company's BankAccount paid from; its first active one with an IBAN when absent",
    },
    make: (actor, executionDate, debtorBankAccount, idempotency) =>
      generateCreditTransferFile(
        db,
        catalogue,
        actor,
        { executionDate, ...(debtorBankAccount ? { debtorBankAccount } : {}) },
        idempotency,
      ),
  });
}
