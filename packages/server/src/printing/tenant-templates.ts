import type { EntityRecord, PrintTemplateChoice, StoredFile } from '@lessor/domain/api';
import { type EntityDefinition, reportEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import type { Database } from '../db/database.ts';
import { DocumentStore } from '../documents/document-store.ts';
import { rowToRecord } from '../entities/record-mapping.ts';
import type { Actor } from '../tenancy/actor.ts';
import { entityTables, type TenantTransaction } from '../tenancy/with-tenant.ts';
import { fillDocxTemplate } from './docx/fill-docx-template.ts';
import { templateData } from './docx/template-data.ts';
import { printFormat } from './print-format.ts';
import { readPrintLocale } from './read-print-locale.ts';

/** A tenant's Word template: an ACTIVE Report of type DOCUMENT naming the entity and holding a .docx. */
export interface TenantTemplate {
  report: EntityRecord;
  file: StoredFile;
}

/** The tenant's templates for an entity's records, by name. */
export async function tenantTemplatesOf(
  trx: TenantTransaction,
  tenant: string,
  entityName: string,
): Promise<TenantTemplate[]> {
  const rows = await entityTables(trx)
    .selectFrom(reportEntity.table)
    .selectAll()
    .where('tenant', '=', tenant)
    .where('type', '=', 'DOCUMENT')
    .where('status', '=', 'ACTIVE')
    .orderBy('name')
    .execute();
  return rows
    .map(rowToRecord)
    .filter((report) => report.printedEntity === entityName && isStoredFile(report.template))
    .map((report) => ({ report, file: report.template as StoredFile }));
}

/** The choices a record's Print offers from the tenant's templates: each by its report's registration. */
export const templateChoices = (templates: readonly TenantTemplate[]): PrintTemplateChoice[] =>
  templates.map(({ report }) => ({
    name: String(report.registration),
    title: String(report.name ?? report.registration),
    kind: 'docx',
  }));

/** A template's Word file, read from where its report keeps it. */
async function readTemplateFile(
  trx: TenantTransaction,
  db: Database,
  tenant: string,
  template: TenantTemplate,
): Promise<Buffer> {
  const owner = {
    tenant,
    entityName: reportEntity.name,
    recordId: String(template.report._id),
    registration: String(template.report.registration),
  };
  const { content } = await new DocumentStore(trx, owner, db).content(template.file.documentId);
  return content;
}

/** A record's data in one of the tenant's Word templates: the filled Word file and its name without extension. */
export interface FilledTemplate {
  baseName: string;
  docx: Buffer;
}

/**
 * Fills one of the tenant's Word templates with a record's data, read in the caller's
 * transaction; converting it to PDF is the caller's, outside the transaction when it can.
 */
export async function fillTenantTemplate(
  { trx, db, actor }: { trx: TenantTransaction; db: Database; actor: Actor },
  entity: EntityDefinition,
  record: EntityRecord,
  template: TenantTemplate,
  today: string,
): Promise<FilledTemplate> {
  const bytes = await readTemplateFile(trx, db, actor.tenant, template);
  const data = templateData(entity, record, printFormat(await readPrintLocale(trx, actor)), today);
  return {
    baseName: `${String(record.registration)} ${template.file.name.replace(/\.docx$/i, '')}`,
    docx: await fillDocxTemplate(template.file.name, bytes, data),
  };
}

/** The template a Print names by its report's registration; INVALID_FIELD_IN_PATH when there is none. */
export function findTemplate(templates: readonly TenantTemplate[], registration: string): TenantTemplate {
  const found = templates.find(({ report }) => report.registration === registration);
  if (!found) throw new LessorError('INVALID_FIELD_IN_PATH', ['template']);
  return found;
}

function isStoredFile(value: unknown): value is StoredFile {
  return typeof value === 'object' && value !== null && typeof (value as StoredFile).documentId === 'string';
}
