import type { EntityRecord } from '@lessor/domain/api';
import type { SepaAccount } from '@lessor/domain/collections';
import { bankAccountEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import type { RawBuilder } from 'kysely';
import { rowToRecord } from '../entities/record-mapping.ts';
import { entityTables, type TenantTransaction } from '../tenancy/with-tenant.ts';
import { textOf } from './payers.ts';

/**
 * The BankAccount a payment file is made for: the one asked by registration (ENTITY_REGISTRATION_NOT_FOUND
 * when the tenant has none by it; whether it suits is the caller's to say), or else the first one, by
 * registration, that `usable` keeps; undefined when none does.
 */
export async function findCompanyAccount(
  trx: TenantTransaction,
  tenant: string,
  registration: string | undefined,
  usable: RawBuilder<boolean>,
): Promise<EntityRecord | undefined> {
  let query = entityTables(trx).selectFrom(bankAccountEntity.table).selectAll().where('tenant', '=', tenant);
  query = registration
    ? query.where('registration', '=', registration)
    : query.where(usable).orderBy('registration').limit(1);
  const row = await query.executeTakeFirst();
  if (!row && registration)
    throw new LessorError('ENTITY_REGISTRATION_NOT_FOUND', [bankAccountEntity.label, registration]);
  return row && rowToRecord(row);
}

/** The company as a payment file names it, by that account: its owner's name and the account. */
export function sepaPartyOf(account: EntityRecord, tenant: string): { name: string; account: SepaAccount } {
  const bic = textOf(account.bankBic);
  return {
    name: textOf(account.bankOwner) || textOf(account.name) || tenant,
    account: { iban: textOf(account.bankIban), ...(bic ? { bic } : {}) },
  };
}
