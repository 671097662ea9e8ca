import type { EntityRecord } from '@lessor/domain/api';
import { bankAccountEntity, personEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { type RawBuilder, sql } from 'kysely';
import { entityTables, type TenantTransaction } from '../tenancy/with-tenant.ts';
import { textOf } from './payers.ts';

/**
 * The roles of the persons that are the company itself: its head office (OWNER) and its business
 * units. The accounts they own are the company's, as are those nobody owns.
 */
const companyRoles = ['OWNER', 'BUSINESSUNIT'] as const;

/** On persons rows: the person is one of the company's own organisations. */
const isTheCompany = (person: string) =>
  sql<boolean>`(${sql.join(
    companyRoles.map(
      (role) => sql`${sql.ref(`${person}.data`)}->'roles' @> ${JSON.stringify([{ role }])}::jsonb`,
    ),
    sql` or `,
  )})`;

/** On a BankAccount row: the company holds it (nobody owns it, or the company's own organisation does). */
export function heldByTheCompany(tenant: string): RawBuilder<boolean> {
  const owner = sql`${sql.ref(`${bankAccountEntity.table}.data`)}->>'personRegistration'`;
  return sql<boolean>`(coalesce(${owner}, '') = '' or exists (
    select 1 from ${sql.table(personEntity.table)} as owner
    where owner.tenant = ${tenant} and owner.registration = ${owner} and ${isTheCompany('owner')}))`;
}

/**
 * Refuses a BankAccount a person other than the company owns (NOT_A_COMPANY_ACCOUNT): treasury and
 * payment files move only the company's own money.
 */
export async function assertCompanyAccount(
  trx: TenantTransaction,
  tenant: string,
  account: EntityRecord,
): Promise<void> {
  const owner = textOf(account.personRegistration);
  if (owner === '') return;
  const held = await entityTables(trx)
    .selectFrom(personEntity.table)
    .select('registration')
    .where('tenant', '=', tenant)
    .where('registration', '=', owner)
    .where(isTheCompany(personEntity.table))
    .executeTakeFirst();
  if (!held) throw new LessorError('NOT_A_COMPANY_ACCOUNT', [account.registration, owner]);
}
