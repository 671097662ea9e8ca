import { bankAccountOverdraftPath, type OverdraftRequest } from '@lessor/domain/api';
import { bankAccountEntity } from '@lessor/domain/entities';
import type { MoneyValue } from '@lessor/domain/finance';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { assertCompanyAccount } from '../collections/company-accounts.ts';
import type { Database } from '../db/database.ts';
import { recordAnswer, recordComponents } from '../entities/http/entity-route-schemas.ts';
import { findRecordRow } from '../entities/reading/find-record.ts';
import { rowToRecord } from '../entities/record-mapping.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import { documentedOnly, pathParams } from '../openapi/documented-only.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { currencyOf } from './company-account.ts';
import {
  assertCurrencyDecimals,
  bodyFields,
  requiredAmount,
  requiredDay,
  toStored,
} from './read-treasury-body.ts';

/**
 * `POST /api/bank/bank-accounts/{id}/overdraft` sets the overdraft the bank authorises on one of
 * the company's accounts (the set-overdraft screen, docs/treasury.md), through the account's
 * service, so its history says who changed it and from what. A limit below what the account already
 * uses is recorded all the same: the bank decided it, and transfers out wait until the balance is
 * back within it.
 */
export function registerSetOverdraftRoute(
  app: FastifyInstance,
  db: Database,
  catalogue: EntityCatalogue,
): void {
  const accounts = new EntityService(db, catalogue, bankAccountEntity);
  app.post<{ Params: { id: string }; Body: unknown }>(
    bankAccountOverdraftPath(':id'),
    {
      config: {
        permission: `write ${bankAccountEntity.apiPath}`,
        openApiComponents: recordComponents(bankAccountEntity),
      },
      schema: {
        tags: ['Treasury'],
        summary: "Set the overdraft the bank authorises on one of the company's accounts",
        params: pathParams({ id: 'The BankAccount, by registration or id' }),
        // `readOverdraft` checks it, with the catalogue's codes.
        body: documentedOnly({
          type: 'object',
          required: ['limit'],
          properties: {
            limit: {
              type: 'string',
              description: 'A decimal amount, zero or more: "5000.00"; zero takes it away',
            },
            validUntil: {
              type: ['string', 'null'],
              format: 'date',
              description: 'The last day it holds; none or null: no end',
            },
          },
        }),
        response: { 200: recordAnswer(bankAccountEntity, 'The account, with its overdraft') },
      },
    },
    async (request) => {
      const overdraft = readOverdraft(request.body);
      const actor = actorOf(request);
      return withTenant(db.app, actor.tenant, async (trx) => {
        const account = rowToRecord(
          await findRecordRow(trx, actor.tenant, bankAccountEntity, request.params.id, { forUpdate: true }),
        );
        await assertCompanyAccount(trx, actor.tenant, account);
        const currency = currencyOf(account);
        assertCurrencyDecimals(overdraft.limit, 'limit', 'of zero or more', currency);
        return accounts.patchWithin(trx, actor, account._id, {
          overdraftLimit: toStored(overdraft.limit, currency),
          overdraftValidUntil: overdraft.validUntil,
        });
      });
    },
  );
}

function readOverdraft(body: unknown): { limit: MoneyValue; validUntil: string | null } {
  const fields = bodyFields<keyof OverdraftRequest>(body, ['limit', 'validUntil']);
  const { validUntil } = fields;
  return {
    limit: requiredAmount(fields.limit, 'limit', 'of zero or more'),
    // No day, or null, is an overdraft without end.
    validUntil:
      validUntil === undefined || validUntil === null || validUntil === ''
        ? null
        : requiredDay(validUntil, 'validUntil'),
  };
}
