import { apiPaths, type FundArbitrationRequest } from '@lessor/domain/api';
import { bankOperationEntity, fundEntity, fundingEntity } from '@lessor/domain/entities';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { componentRef, recordComponents } from '../entities/http/entity-route-schemas.ts';
import { documentedOnly } from '../openapi/documented-only.ts';
import { authorizeRoute } from '../permissions/authorize-route.ts';
import type { TenantPermissions } from '../permissions/tenant-permissions.ts';
import { type ArbitrationRequest, arbitrateFunds } from './arbitrate-funds.ts';
import { bodyFields, requiredAmount, requiredDay, requiredText } from './read-treasury-body.ts';

/**
 * `POST /api/financing/funds/arbitrations` moves refinancing from one fund to another (the
 * arbitration screen, docs/treasury.md). It writes funds, fundings and bank operations, so it needs
 * the right to write all three.
 */
export function registerFundArbitrationRoute(
  app: FastifyInstance,
  db: Database,
  catalogue: EntityCatalogue,
  permissions: TenantPermissions,
): void {
  app.post<{ Body: unknown }>(
    apiPaths.fundArbitrations,
    {
      config: {
        permission: `write ${fundEntity.apiPath}`,
        openApiComponents: {
          ...recordComponents(fundEntity),
          ...recordComponents(fundingEntity),
          ...recordComponents(bankOperationEntity),
        },
      },
      schema: {
        tags: ['Treasury'],
        summary: "Move refinancing from one fund to another, a contract's or part of the fund's outstanding",
        // `readArbitrationRequest` checks it, with the catalogue's codes.
        body: documentedOnly({
          type: 'object',
          required: ['fromFund', 'toFund', 'amount', 'date'],
          properties: {
            fromFund: { type: 'string', description: 'The Fund giving up the refinancing' },
            toFund: { type: 'string', description: 'The Fund taking it on' },
            amount: { type: 'string', description: 'A decimal amount above zero: "250000.00"' },
            contract: { type: 'string', description: 'The Contract whose refinancing moves, if one' },
            date: { type: 'string', format: 'date' },
          },
        }),
        response: {
          201: documentedOnly({
            type: 'object',
            properties: {
              transferId: { type: 'string', description: 'Shared by its operations and the funding drawn' },
              fromFund: componentRef(fundEntity.name),
              toFund: componentRef(fundEntity.name),
              operations: { type: 'array', items: componentRef(bankOperationEntity.name) },
              fundings: { type: 'array', items: componentRef(fundingEntity.name) },
            },
          }),
        },
      },
    },
    async (request, reply) => {
      for (const entity of [fundingEntity, bankOperationEntity]) {
        await authorizeRoute(request.session, permissions, catalogue, {
          method: 'POST',
          url: entity.apiPath,
        });
      }
      const arbitration = await arbitrateFunds(
        db,
        catalogue,
        actorOf(request),
        readArbitrationRequest(request.body),
      );
      return reply.status(201).send(arbitration);
    },
  );
}

function readArbitrationRequest(body: unknown): ArbitrationRequest {
  const fields = bodyFields<keyof FundArbitrationRequest>(body, [
    'fromFund',
    'toFund',
    'amount',
    'contract',
    'date',
  ]);
  const { contract } = fields;
  return {
    fromFund: requiredText(fields.fromFund, 'fromFund'),
    toFund: requiredText(fields.toFund, 'toFund'),
    amount: requiredAmount(fields.amount, 'amount', 'above zero'),
    contract:
      contract === undefined || contract === null || contract === ''
        ? undefined
        : requiredText(contract, 'contract'),
    date: requiredDay(fields.date, 'date'),
  };
}
