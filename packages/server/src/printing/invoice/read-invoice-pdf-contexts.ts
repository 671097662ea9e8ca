import type { EntityRecord } from '@lessor/domain/api';
import { sql } from 'kysely';
import type { EntityCatalogue } from '../../catalogue/entity-catalogue.ts';
import { rowToRecord } from '../../entities/record-mapping.ts';
import type { Actor } from '../../tenancy/actor.ts';
import { entityTables, type TenantTransaction } from '../../tenancy/with-tenant.ts';
import { readPrintLocale } from '../read-print-locale.ts';
import type { InvoicePdfContext } from './invoice-pdf-content.ts';

type Data = Readonly<Record<string, unknown>>;

/** Registrations asked for in one query at most: a billing run may hand thousands of invoices. */
const chunkSize = 1000;

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The registration of an invoice's payer: its person with the role PAYER. */
function payerOf(invoice: Data): string | undefined {
  const persons = Array.isArray(invoice.persons) ? (invoice.persons as Data[]) : [];
  return text(persons.find((person) => person?.role === 'PAYER')?.personRegistration);
}

const organizationOf = (invoice: Data) => text((invoice.organization as Data | undefined)?.registration);

/**
 * What the documents of these invoices show besides the invoices, by invoice registration, read
 * in the caller's transaction with one query per kind of record: the payers, the invoices' lines,
 * their organisations, the tenant's name and the actor's locale.
 */
export async function readInvoicePdfContexts(
  trx: TenantTransaction,
  actor: Actor,
  catalogue: EntityCatalogue,
  invoices: readonly EntityRecord[],
): Promise<Map<string, InvoicePdfContext>> {
  const registrations = invoices.map((invoice) => invoice.registration);
  const payers = await recordsNamed(
    trx,
    actor.tenant,
    catalogue,
    'Person',
    invoices.flatMap((i) => payerOf(i) ?? []),
  );
  const organizations = await recordsNamed(
    trx,
    actor.tenant,
    catalogue,
    'Organization',
    invoices.flatMap((invoice) => organizationOf(invoice) ?? []),
  );
  const lines = await linesOf(trx, actor.tenant, catalogue, registrations);
  const tenant = await trx
    .selectFrom('tenants')
    .select('name')
    .where('id', '=', actor.tenant)
    .executeTakeFirst();
  const locale = await readPrintLocale(trx, actor);

  const contexts = new Map<string, InvoicePdfContext>();
  for (const invoice of invoices) {
    const organization = organizations.get(organizationOf(invoice) ?? '');
    const sellerName =
      text(organization?.name) ??
      text((invoice.organization as Data | undefined)?.name) ??
      tenant?.name ??
      '';
    contexts.set(invoice.registration, {
      seller: [sellerName, ...[organization?.email, organization?.phone].flatMap((line) => text(line) ?? [])],
      payer: payers.get(payerOf(invoice) ?? ''),
      lines: lines.get(invoice.registration) ?? [],
      locale,
    });
  }
  return contexts;
}

/** Records of an entity of the catalogue by registration; none when the catalogue does not serve it. */
async function recordsNamed(
  trx: TenantTransaction,
  tenant: string,
  catalogue: EntityCatalogue,
  entityName: string,
  registrations: readonly string[],
): Promise<Map<string, EntityRecord>> {
  const entity = catalogue.named(entityName);
  const found = new Map<string, EntityRecord>();
  if (!entity) return found;
  for (const chunk of chunks([...new Set(registrations)])) {
    const rows = await entityTables(trx)
      .selectFrom(entity.table)
      .selectAll()
      .where('tenant', '=', tenant)
      .where('registration', 'in', chunk)
      .execute();
    for (const row of rows) found.set(row.registration, rowToRecord(row));
  }
  return found;
}

/** The active lines naming each invoice, in the order they were made; an inactive line is not billed. */
async function linesOf(
  trx: TenantTransaction,
  tenant: string,
  catalogue: EntityCatalogue,
  invoices: readonly string[],
): Promise<Map<string, EntityRecord[]>> {
  const entity = catalogue.named('InvoiceLine');
  const lines = new Map<string, EntityRecord[]>();
  if (!entity) return lines;
  for (const chunk of chunks(invoices)) {
    const rows = await entityTables(trx)
      .selectFrom(entity.table)
      .selectAll()
      .where('tenant', '=', tenant)
      .where(sql<string>`data->>'invoiceRegistration'`, 'in', chunk)
      .where((eb) => eb.or([eb('status', 'is', null), eb('status', '!=', 'INACTIVE')]))
      .orderBy('registration')
      .execute();
    for (const row of rows) {
      const line = rowToRecord(row);
      const invoice = String(line.invoiceRegistration);
      lines.set(invoice, [...(lines.get(invoice) ?? []), line]);
    }
  }
  return lines;
}

function chunks<T>(values: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < values.length; start += chunkSize)
    result.push(values.slice(start, start + chunkSize));
  return result;
}
