import { apiPaths } from '@lessor/domain/api';
import { invoiceEntity, paymentFileEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { utcDate } from '@lessor/domain/formats';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { DocumentStore } from '../documents/document-store.ts';
import { componentRef, recordComponents } from '../entities/http/entity-route-schemas.ts';
import { idempotencyOf, writeHeaders } from '../entities/http/write-options.ts';
import { findRecordRow } from '../entities/reading/find-record.ts';
import { documentedOnly } from '../openapi/documented-only.ts';
import { authorizeRoute } from '../permissions/authorize-route.ts';
import type { TenantPermissions } from '../permissions/tenant-permissions.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { type DirectDebitRequest, generateDirectDebitFile } from './generate-direct-debit-file.ts';

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * `POST /api/bank/payment-files/direct-debits` makes the collection file of the invoices due by a
 * day (docs/collections.md) and answers its PaymentFile with the invoices it left out;
 * `GET /api/bank/payment-files/{id}/content` answers the file's XML, as sent to the bank. Making a
 * file moves invoices, so it needs the right to write them too.
 */
export function registerPaymentFileRoutes(
  app: FastifyInstance,
  db: Database,
  catalogue: EntityCatalogue,
  permissions: TenantPermissions,
): void {
  const tags = ['Collections'];
  app.post<{ Body: unknown }>(
    apiPaths.directDebitFiles,
    {
      config: {
        permission: `write ${paymentFileEntity.apiPath}`,
        openApiComponents: recordComponents(paymentFileEntity),
      },
      schema: {
        tags,
        summary: 'Make the direct-debit collection file of the invoices due by a day',
        headers: writeHeaders.create,
        // `readDirectDebitRequest` checks it, with the catalogue's codes.
        body: documentedOnly({
          type: 'object',
          required: ['dueDate'],
          properties: {
            dueDate: {
              type: 'string',
              format: 'date',
              description: 'Invoices due by this day are collected on it',
            },
            creditorBankAccount: {
              type: 'string',
              description:
                "The company's BankAccount credited; its first active one with a creditor identifier when absent",
            },
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
      const answer = await generateDirectDebitFile(
        db,
        catalogue,
        actorOf(request),
        readDirectDebitRequest(request.body),
        idempotencyOf(request),
      );
      return reply.status(201).send(answer.body);
    },
  );

  app.get<{ Params: { id: string } }>(
    `${paymentFileEntity.apiPath}/:id/content`,
    {
      config: { permission: `read ${paymentFileEntity.apiPath}` },
      schema: {
        tags,
        summary: "A payment file's XML, as sent to the bank",
        params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        response: { 200: documentedOnly({ type: 'string', description: 'pain.008 or pain.001 XML' }) },
      },
    },
    async (request, reply) => {
      const { tenant } = actorOf(request);
      const xml = await withTenant(db.app, tenant, async (trx) => {
        const row = await findRecordRow(trx, tenant, paymentFileEntity, request.params.id);
        const documents = new DocumentStore(trx, {
          tenant,
          entityName: paymentFileEntity.name,
          recordId: row.id,
          registration: row.registration,
        });
        const [latest] = await documents.list(['PAIN008', 'PAIN001'], []);
        if (!latest)
          throw new LessorError('ENTITY_REGISTRATION_NOT_FOUND', ['Payment file content', row.registration]);
        return (await documents.content(latest._id)).content;
      });
      return reply.type('application/xml; charset=utf-8').send(xml);
    },
  );
}

function readDirectDebitRequest(body: unknown): DirectDebitRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new LessorError('MISSING_BODY_PAYLOAD');
  const { dueDate, creditorBankAccount, ...others } = body as Record<string, unknown>;
  const [unknown] = Object.keys(others);
  if (unknown) throw new LessorError('INVALID_FIELD_IN_BODY', [unknown]);
  if (dueDate === undefined || dueDate === '') throw new LessorError('MISSING_FIELD_IN_BODY', ['dueDate']);
  const day = typeof dueDate === 'string' ? isoDay.exec(dueDate) : null;
  if (!day || !utcDate(Number(day[1]), Number(day[2]), Number(day[3]))) {
    throw new LessorError('INVALID_DATE', [String(dueDate)]);
  }
  if (
    creditorBankAccount !== undefined &&
    (typeof creditorBankAccount !== 'string' || creditorBankAccount === '')
  ) {
    throw new LessorError('INVALID_NON_EMPTY_STRING_FIELD', ['creditorBankAccount']);
  }
  return { dueDate: dueDate as string, ...(creditorBankAccount ? { creditorBankAccount } : {}) };
}
