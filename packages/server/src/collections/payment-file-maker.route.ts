import { invoiceEntity, paymentFileEntity } from '@lessor/domain/entities';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { componentRef, recordComponents } from '../entities/http/entity-route-schemas.ts';
import { idempotencyOf, writeHeaders } from '../entities/http/write-options.ts';
import type { Idempotency, StoredAnswer } from '../entities/writing/idempotency.ts';
import { documentedOnly } from '../openapi/documented-only.ts';
import { authorizeRoute } from '../permissions/authorize-route.ts';
import type { TenantPermissions } from '../permissions/tenant-permissions.ts';
import type { Actor } from '../tenancy/actor.ts';
import { readPaymentFileRequest } from './read-payment-file-request.ts';

/** What differs between the routes making a payment file: direct debits, credit transfers. */
export interface PaymentFileMaker {
  path: string;
  summary: string;
  /** The request's day: the invoices due by then are in the file, which the bank executes on it. */
  day: { field: string; description: string };
  /** The request's choice of the company's account, optional. */
  account: { field: string; description: string };
  /** Makes the file, once per `Idempotency-Key`: a replay answers what the first request did. */
  make: (
    actor: Actor,
    day: string,
    account: string | undefined,
    idempotency: Idempotency | undefined,
  ) => Promise<StoredAnswer>;
}

/**
 * `POST {path}` with `{ day, account? }` makes a payment file and answers 201 its PaymentFile; it takes
 * an `Idempotency-Key`. Making a file moves invoices, so it needs the right to write them as well as
 * payment files.
 */
export function registerPaymentFileMaker(
  app: FastifyInstance,
  catalogue: EntityCatalogue,
  permissions: TenantPermissions,
  maker: PaymentFileMaker,
): void {
  app.post<{ Body: unknown }>(
    maker.path,
    {
      config: {
        permission: `write ${paymentFileEntity.apiPath}`,
        openApiComponents: recordComponents(paymentFileEntity),
      },
      schema: {
        tags: ['Collections'],
        summary: maker.summary,
        headers: writeHeaders.create,
        // `readPaymentFileRequest` checks it, with the catalogue's codes.
        body: documentedOnly({
          type: 'object',
          required: [maker.day.field],
          properties: {
            [maker.day.field]: { type: 'string', format: 'date', description: maker.day.description },
            [maker.account.field]: { type: 'string', description: maker.account.description },
          },
        }),
        response: { 201: documentedOnly(componentRef(paymentFileEntity.name)) },
      },
    },
    async (request, reply) => {
      await authorizeRoute(request.session, permissions, catalogue, {
        method: 'POST',
        url: invoiceEntity.apiPath,
      });
      const { day, account } = readPaymentFileRequest(request.body, maker.day.field, maker.account.field);
      const answer = await maker.make(actorOf(request), day, account, idempotencyOf(request));
      return reply.status(201).send(answer.body);
    },
  );
}
