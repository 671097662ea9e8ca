import { apiPaths } from '@lessor/domain/api';
import { paymentFileEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { DocumentStore } from '../documents/document-store.ts';
import { findRecordRow } from '../entities/reading/find-record.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { documentedOnly } from '../openapi/documented-only.ts';
import type { TenantPermissions } from '../permissions/tenant-permissions.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { generateDirectDebitFile } from './generate-direct-debit-file.ts';
import { registerPaymentFileMaker } from './payment-file-maker.route.ts';

/**
 * `POST /api/bank/payment-files/direct-debits` makes the collection file of the invoices due by a
 * day as a job (docs/collections.md) and answers its PaymentFile with the invoices it left out, or
 * the job to follow; `GET /api/bank/payment-files/{id}/content` answers the file's XML, as sent to
 * the bank. Making a file moves invoices, so it needs the right to write them too.
 */
export async function registerPaymentFileRoutes(
  app: FastifyInstance,
  context: { db: Database; catalogue: EntityCatalogue; permissions: TenantPermissions; queue: JobQueue },
): Promise<void> {
  const { db, catalogue } = context;
  await registerPaymentFileMaker(app, context, {
    path: apiPaths.directDebitFiles,
    summary: 'Make the direct-debit collection file of the invoices due by a day',
    day: { field: 'dueDate', description: 'Invoices due by this day are collected on it' },
    account: {
      field: 'creditorBankAccount',
      description:
        "The company's BankAccount credited; its first active one with a creditor identifier when absent",
    },
    job: {
      name: `${paymentFileEntity.collection}.direct-debits`,
      scriptName: 'direct-debit-file',
      title: (day) => `Direct debits of ${day}`,
    },
    make: (trx, actor, dueDate, creditorBankAccount, progress) =>
      generateDirectDebitFile(
        trx,
        db,
        catalogue,
        actor,
        { dueDate, ...(creditorBankAccount ? { creditorBankAccount } : {}) },
        progress,
      ),
  });

  app.get<{ Params: { id: string } }>(
    `${paymentFileEntity.apiPath}/:id/content`,
    {
      config: { permission: `read ${paymentFileEntity.apiPath}` },
      schema: {
        tags: ['Collections'],
        summary: "A payment file's XML, as sent to the bank",
        params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        response: { 200: documentedOnly({ type: 'string', description: 'pain.008 or pain.001 XML' }) },
      },
    },
    async (request, reply) => {
      const { tenant } = actorOf(request);
      const xml = await withTenant(db.app, tenant, async (trx) => {
        const row = await findRecordRow(trx, tenant, paymentFileEntity, request.params.id);
        const owner = {
          tenant,
          entityName: paymentFileEntity.name,
          recordId: row.id,
          registration: row.registration,
        };
        const documents = new DocumentStore(trx, owner, db);
        const [latest] = await documents.list(['PAIN008', 'PAIN001'], []);
        if (!latest)
          throw new LessorError('ENTITY_REGISTRATION_NOT_FOUND', ['Payment file content', row.registration]);
        return (await documents.content(latest._id)).content;
      });
      return reply.type('application/xml; charset=utf-8').send(xml);
    },
  );
}
