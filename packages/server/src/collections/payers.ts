import type { EntityRecord } from '@lessor/domain/api';
import { personEntity } from '@lessor/domain/entities';
import { rowToRecord } from '../entities/record-mapping.ts';
import { entityTables, type TenantTransaction } from '../tenancy/with-tenant.ts';

/** A string field as stored, trimmed; empty when absent or not a string. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The registration of the person holding a role on an invoice, from its `persons`; empty when none does.
 * @example personOfRole({ persons: [{ role: 'PAYEE', personRegistration: 'PER00000007' }] }, 'PAYEE') // 'PER00000007'
 */
export function personOfRole(invoice: Readonly<Record<string, unknown>>, role: 'PAYER' | 'PAYEE'): string {
  const persons = Array.isArray(invoice.persons) ? (invoice.persons as Record<string, unknown>[]) : [];
  return textOf(persons.find((person) => person?.role === role)?.personRegistration);
}

/** The registration of an invoice's PAYER; empty when it has none. */
export const payerOf = (invoice: Readonly<Record<string, unknown>>): string => personOfRole(invoice, 'PAYER');

/** The persons of the tenant with these registrations (payers, payees), by registration. */
export async function personsByRegistration(
  trx: TenantTransaction,
  tenant: string,
  registrations: readonly string[],
): Promise<Map<string, EntityRecord>> {
  const wanted = [...new Set(registrations)].filter(Boolean);
  if (wanted.length === 0) return new Map();
  const rows = await entityTables(trx)
    .selectFrom(personEntity.table)
    .selectAll()
    .where('tenant', '=', tenant)
    .where('registration', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.registration, rowToRecord(row)]));
}

/** A person's bank accounts as stored, each with its SEPA mandates. */
export function bankAccountsOf(person: EntityRecord): Record<string, unknown>[] {
  return Array.isArray(person.bankAccounts) ? (person.bankAccounts as Record<string, unknown>[]) : [];
}

/** An account's SEPA mandates as stored. */
export function mandatesOf(account: Readonly<Record<string, unknown>>): Record<string, unknown>[] {
  return Array.isArray(account.sepaMandates) ? (account.sepaMandates as Record<string, unknown>[]) : [];
}
