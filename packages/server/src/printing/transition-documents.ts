import { type EntityRecord, printTemplatesOf } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { TransitionDocument } from '@lessor/domain/workflow';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import type { ConversionLimits } from '../documents/conversion/convert-document.ts';
import { officeToPdf } from '../documents/conversion/libre-office.ts';
import { DocumentStore } from '../documents/document-store.ts';
import type { EntityHooks, EntityHooksRegistry, TransitionContext } from '../entities/hooks/entity-hooks.ts';
import { readWorkflow } from '../entities/read-workflow.ts';
import { assertStorageRoom } from '../storage/storage-quota.ts';
import { renderPrint } from './render-print.ts';
import { fillTenantTemplate, tenantTemplatesOf } from './tenant-templates.ts';

/** What printing a transition's documents needs: the data they read, where they go, how long a conversion may take. */
export interface TransitionPrinting {
  db: Database;
  catalogue: EntityCatalogue;
  conversionLimits: ConversionLimits;
  storageQuotaBytes: number;
}

/**
 * Every entity's hooks, each followed by the printing of its transitions' documents: after a
 * transition's save, in its transaction, the documents the tenant's workflow names for it are
 * printed and kept among the record's documents, so that a refused print (a template gone, the
 * quota reached, LibreOffice missing) refuses the transition itself.
 */
export function withTransitionDocuments(
  registry: EntityHooksRegistry,
  printing: TransitionPrinting,
): EntityHooksRegistry {
  const withDocuments: Record<string, EntityHooks> = { ...registry };
  for (const entity of printing.catalogue.entities) {
    const hooks = registry[entity.name] ?? {};
    withDocuments[entity.name] = {
      ...hooks,
      async afterTransition(record, context) {
        await hooks.afterTransition?.(record, context);
        await printTransitionDocuments(record, context, printing);
      },
    };
  }
  return withDocuments;
}

async function printTransitionDocuments(
  record: EntityRecord,
  context: TransitionContext,
  printing: TransitionPrinting,
): Promise<void> {
  const { trx, actor, entity, transition } = context;
  const workflow = await readWorkflow(trx, actor.tenant, entity);
  const declared = workflow.transitions.find(({ code }) => code === transition.code)?.documents ?? [];
  if (declared.length === 0) return;
  const owner = {
    tenant: actor.tenant,
    entityName: entity.name,
    recordId: record._id,
    registration: String(record.registration),
  };
  const store = new DocumentStore(trx, owner, printing.db);
  const kept = await store.list([], []);
  for (const document of declared) {
    const printed = await print(record, context, printing, document);
    // Printed again (an invoice billed as a draft, then issued), the record's file is the new one.
    for (const same of kept.filter(({ name, type }) => name === printed.name && type === document.type))
      await store.remove(same._id, actor.username);
    await assertStorageRoom(trx, actor.tenant, printing.storageQuotaBytes, printed.content.length);
    await store.add({ ...printed, type: document.type, mimeType: 'application/pdf' }, actor.username);
  }
}

/** A document as a PDF: a built-in layout of the entity, else a tenant's Word template through LibreOffice. */
async function print(
  record: EntityRecord,
  { trx, actor, entity }: TransitionContext,
  { db, catalogue, conversionLimits }: TransitionPrinting,
  { template }: TransitionDocument,
): Promise<{ name: string; content: Buffer }> {
  const today = new Date().toISOString().slice(0, 10);
  const layout = printTemplatesOf(entity.name).find(({ name }) => name === template);
  if (layout) {
    const printed = await renderPrint({ trx, actor, catalogue }, layout.name, record, today);
    return { name: printed.fileName, content: Buffer.from(printed.pdf) };
  }
  // A workflow naming a template the tenant no longer has refuses the transition plainly.
  const templates = await tenantTemplatesOf(trx, actor.tenant, entity.name);
  const found = templates.find(({ report }) => report.registration === template);
  if (!found) throw new LessorError('NOTHING_TO_PRINT', [String(record.registration), template]);
  const { baseName, docx } = await fillTenantTemplate({ trx, db, actor }, entity, record, found, today);
  const pdf = await officeToPdf({ name: `${baseName}.docx`, bytes: docx }, conversionLimits);
  return { name: `${baseName}.pdf`, content: Buffer.from(pdf) };
}
