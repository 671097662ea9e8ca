import type { EntityRecord } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';
import { type CompanyAccount, companyAccountOf } from './company-account.ts';

const bankAccountEntity = findEntity('BankAccount');
const personEntity = findEntity('Person');

/** A company keeps a handful of accounts: far fewer than this. */
const shownAtOnce = 200;

const activeAccountsPath = `${bankAccountEntity?.apiPath}?${new URLSearchParams({
  status: 'ACTIVE',
  projection:
    'registration,name,bankIban,currency,balance,personRegistration,isInactive,overdraftLimit,overdraftValidUntil',
  sort: 'name',
  range: `0-${shownAtOnce - 1}`,
})}`;

/** The company's own organisations: its head office and business units (docs/treasury.md). */
const companyOrganisationsPath = `${personEntity?.apiPath}?${new URLSearchParams({
  'roles.role': 'OWNER,BUSINESSUNIT',
  projection: 'registration',
  range: `0-${shownAtOnce - 1}`,
})}`;

/**
 * The company's active accounts (those nobody owns, or its own organisations do, docs/treasury.md),
 * by name. The list call cannot ask for a field left empty, so the persons' accounts are left out
 * here; the server refuses them anyway.
 */
export function useCompanyAccounts() {
  return useQuery({
    queryKey: ['BankAccount', 'treasury'],
    queryFn: async (): Promise<CompanyAccount[]> => {
      const [accounts, organisations] = await Promise.all([
        apiJson<EntityRecord[]>(activeAccountsPath),
        apiJson<EntityRecord[]>(companyOrganisationsPath),
      ]);
      const company = new Set(organisations.map((organisation) => organisation.registration));
      const heldByTheCompany = (owner: unknown) => !owner || company.has(String(owner));
      return accounts
        .filter((account) => heldByTheCompany(account.personRegistration) && account.isInactive !== true)
        .map(companyAccountOf);
    },
    enabled: bankAccountEntity !== undefined && personEntity !== undefined,
  });
}
