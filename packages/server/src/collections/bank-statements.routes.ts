import multipart from '@fastify/multipart';
import { type AllocationRequest, apiPaths, bankTransactionAllocationsPath } from '@lessor/domain/api';
import { bankStatementEntity, bankTransactionEntity, invoiceEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { Money, type MoneyValue } from '@lessor/domain/finance';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { componentRef, recordComponents } from '../entities/http/entity-route-schemas.ts';
import { idempotencyOf, writeHeaders } from '../entities/http/write-options.ts';
import { findRecordRow } from '../entities/reading/find-record.ts';
import { rowToRecord } from '../entities/record-mapping.ts';
import { answerOnce } from '../entities/writing/idempotency.ts';
import { type AnsweredJob, runAnsweredJob } from '../jobs/answered-job.ts';
import { answerJobRequest, jobRequestHeaders, jobStartedAnswer } from '../jobs/answered-job-route.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { documentedOnly, uploadedFileBody } from '../openapi/documented-only.ts';
import { authorizeRoute } from '../permissions/authorize-route.ts';
import type { TenantPermissions } from '../permissions/tenant-permissions.ts';
import { uploadedFile } from '../storage/uploaded-file-bytes.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { importBankStatements, statementImportJobName } from './import-bank-statements.ts';
import { PaymentAllocator } from './payment-allocator.ts';
import { recountStatement } from './recount-statement.ts';
import { startStatementImport } from './statement-import-job.ts';

/** A month of a busy account's camt.053 in XML: some 100,000 payments. */
const maxStatementBytes = 200 * 1024 * 1024;
const tags = ['Collections'];

/**
 * `POST /api/bank/bank-statements/imports` imports a camt.053 or camt.054 file and matches its
 * payments (docs/collections.md); `POST /api/bank/bank-transactions/{id}/allocations` is a clerk's
 * allocation of a payment to invoices by hand. Both settle invoices, so they need the right to write
 * them too.
 */
export async function registerBankStatementRoutes(
  app: FastifyInstance,
  context: { db: Database; catalogue: EntityCatalogue; permissions: TenantPermissions; queue: JobQueue },
): Promise<void> {
  const { db, catalogue, permissions, queue } = context;
  await queue.work<AnsweredJob>(statementImportJobName, (job) =>
    runAnsweredJob(db, job, (actor) => importBankStatements(db, catalogue, actor, job.batchId)),
  );
  const mayWriteInvoices = (request: FastifyRequest) =>
    authorizeRoute(request.session, permissions, catalogue, { method: 'POST', url: invoiceEntity.apiPath });

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxStatementBytes, files: 1 } });
    scope.post(
      apiPaths.bankStatementImports,
      {
        config: {
          permission: `write ${bankStatementEntity.apiPath}`,
          openApiComponents: recordComponents(bankStatementEntity),
        },
        schema: {
          tags,
          summary: 'Import a camt.053 bank statement or camt.054 notification, and match its payments',
          headers: jobRequestHeaders,
          body: uploadedFileBody(),
          response: { 201: documentedOnly(componentRef(bankStatementEntity.name)), 202: jobStartedAnswer },
        },
      },
      async (request, reply) => {
        await mayWriteInvoices(request);
        const { fileName, bytes } = await uploadedFile(request, maxStatementBytes);
        const actor = actorOf(request);
        const file = { fileName: fileName || 'statement.xml', content: bytes };
        const batch = await startStatementImport(context, actor, file, idempotencyOf(request, bytes));
        return answerJobRequest(request, reply, db, actor, batch);
      },
    );
  });

  app.post<{ Params: { id: string }; Body: unknown }>(
    bankTransactionAllocationsPath(':id'),
    {
      config: {
        permission: `write ${bankTransactionEntity.apiPath}`,
        openApiComponents: recordComponents(bankTransactionEntity),
      },
      schema: {
        tags,
        summary: 'Allocate a payment received to invoices, by hand',
        headers: writeHeaders.create,
        params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        // `readAllocationRequest` checks it, with the catalogue's codes.
        body: documentedOnly({
          type: 'object',
          required: ['allocations'],
          properties: {
            allocations: {
              type: 'array',
              items: {
                type: 'object',
                required: ['invoiceRegistration', 'amount'],
                properties: {
                  invoiceRegistration: { type: 'string' },
                  amount: { type: 'string', description: 'A decimal amount, at most two decimals' },
                },
              },
            },
          },
        }),
        response: { 201: documentedOnly(componentRef(bankTransactionEntity.name)) },
      },
    },
    async (request, reply) => {
      await mayWriteInvoices(request);
      const shares = readAllocationRequest(request.body);
      const actor = actorOf(request);
      const answer = await withTenant(db.app, actor.tenant, (trx) =>
        answerOnce(trx, actor.tenant, idempotencyOf(request), 201, async () => {
          const transaction = rowToRecord(
            await findRecordRow(trx, actor.tenant, bankTransactionEntity, request.params.id, {
              forUpdate: true,
            }),
          );
          const allocator = new PaymentAllocator(db, catalogue, trx, actor);
          const after = await allocator.allocate(transaction, shares, new Date().toISOString().slice(0, 10));
          const statement = after.statementRegistration;
          if (typeof statement === 'string' && statement) {
            await recountStatement(trx, actor, allocator.writes, statement);
          }
          return after;
        }),
      );
      return reply.status(201).send(answer.body);
    },
  );
}

/** The shares asked, each amount a positive decimal of at most two decimals, one share per invoice. */
function readAllocationRequest(body: unknown) {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new LessorError('MISSING_BODY_PAYLOAD');
  const { allocations, ...others } = body as Partial<AllocationRequest> & Record<string, unknown>;
  const [unknown] = Object.keys(others);
  if (unknown) throw new LessorError('INVALID_FIELD_IN_BODY', [unknown]);
  if (!Array.isArray(allocations) || allocations.length === 0)
    throw new LessorError('MISSING_FIELD_IN_BODY', ['allocations']);
  const byInvoice = new Map<string, MoneyValue>();
  for (const [index, share] of allocations.entries()) {
    const invoice = share?.invoiceRegistration;
    if (typeof invoice !== 'string' || invoice.trim() === '')
      throw new LessorError('INVALID_NON_EMPTY_STRING_FIELD', [`allocations[${index}].invoiceRegistration`]);
    const amount = decimalAmount(share.amount);
    if (!amount) throw new LessorError('INVALID_POSITIVE_NUMBER_FIELD', [`allocations[${index}].amount`]);
    const key = invoice.trim();
    byInvoice.set(key, (byInvoice.get(key) ?? new Money(0)).plus(amount));
  }
  return [...byInvoice].map(([invoiceRegistration, amount]) => ({ invoiceRegistration, amount }));
}

/** A positive amount of at most two decimals, from a decimal string or a number; nothing otherwise. */
function decimalAmount(value: unknown) {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const amount = new Money(text);
  return amount.gt(0) ? amount : undefined;
}
