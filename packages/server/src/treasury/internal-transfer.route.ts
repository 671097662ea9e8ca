import { apiPaths, type InternalTransferRequest } from '@lessor/domain/api';
import { bankAccountEntity, bankOperationEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { componentRef, recordComponents } from '../entities/http/entity-route-schemas.ts';
import { documentedOnly } from '../openapi/documented-only.ts';
import { authorizeRoute } from '../permissions/authorize-route.ts';
import type { TenantPermissions } from '../permissions/tenant-permissions.ts';
import { bodyFields, requiredAmount, requiredDay, requiredText } from './read-treasury-body.ts';
import { type TransferRequest, transferBetweenAccounts } from './transfer-between-accounts.ts';

const amountText = { type: 'string', description: 'A decimal amount above zero: "1000.00"' };

/**
 * `POST /api/bank/bank-accounts/transfers` moves money between two of the company's accounts (the
 * move-money screen, docs/treasury.md). It writes bank operations and moves balances, so it needs
 * the right to write both.
 */
export function registerInternalTransferRoute(
  app: FastifyInstance,
  db: Database,
  catalogue: EntityCatalogue,
  permissions: TenantPermissions,
): void {
  app.post<{ Body: unknown }>(
    apiPaths.internalTransfers,
    {
      config: {
        permission: `write ${bankOperationEntity.apiPath}`,
        openApiComponents: {
          ...recordComponents(bankOperationEntity),
          ...recordComponents(bankAccountEntity),
        },
      },
      schema: {
        tags: ['Treasury'],
        summary: "Move money from one of the company's bank accounts to another",
        // `readTransferRequest` checks it, with the catalogue's codes.
        body: documentedOnly({
          type: 'object',
          required: ['fromAccount', 'toAccount', 'amount', 'date'],
          properties: {
            fromAccount: { type: 'string', description: 'The BankAccount debited, by registration or id' },
            toAccount: { type: 'string', description: 'The BankAccount credited, by registration or id' },
            amount: amountText,
            date: { type: 'string', format: 'date' },
            label: { type: 'string' },
          },
        }),
        response: {
          201: documentedOnly({
            type: 'object',
            properties: {
              transferId: { type: 'string', description: 'Shared by both legs' },
              debit: componentRef(bankOperationEntity.name),
              credit: componentRef(bankOperationEntity.name),
              fromAccount: componentRef(bankAccountEntity.name),
              toAccount: componentRef(bankAccountEntity.name),
            },
          }),
        },
      },
    },
    async (request, reply) => {
      await authorizeRoute(request.session, permissions, catalogue, {
        method: 'POST',
        url: bankAccountEntity.apiPath,
      });
      const transfer = await transferBetweenAccounts(
        db,
        catalogue,
        actorOf(request),
        readTransferRequest(request.body),
      );
      return reply.status(201).send(transfer);
    },
  );
}

function readTransferRequest(body: unknown): TransferRequest {
  const fields = bodyFields<keyof InternalTransferRequest>(body, [
    'fromAccount',
    'toAccount',
    'amount',
    'date',
    'label',
  ]);
  const { label } = fields;
  if (label !== undefined && label !== null && typeof label !== 'string')
    throw new LessorError('INVALID_STRING_FIELD', ['label']);
  return {
    fromAccount: requiredText(fields.fromAccount, 'fromAccount'),
    toAccount: requiredText(fields.toAccount, 'toAccount'),
    amount: requiredAmount(fields.amount, 'amount', 'above zero'),
    date: requiredDay(fields.date, 'date'),
    label: typeof label === 'string' && label.trim() !== '' ? label.trim() : undefined,
  };
}
