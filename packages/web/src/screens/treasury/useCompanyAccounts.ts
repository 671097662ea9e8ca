import type { EntityRecord } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';
import { type CompanyAccount, companyAccountOf } from './company-account.ts';

const bankAccountEntity = findEntity('BankAccount');

/** A company keeps a handful of accounts: far fewer than this. */
const shownAtOnce = 200;

const activeAccountsPath = `${bankAccountEntity?.apiPath}?${new URLSearchParams({
  status: 'ACTIVE',
  projection:
    'registration,name,bankIban,currency,balance,personRegistration,isInactive,overdraftLimit,overdraftValidUntil',
  sort: 'name',
  range: `0-${shownAtOnce - 1}`,
})}`;

/**
 * The company's active accounts (those no person owns, docs/treasury.md), by name. The list call
 * cannot ask for a field left empty, so the persons' accounts are left out here.
 */
export function useCompanyAccounts() {
  return useQuery({
    queryKey: ['BankAccount', 'treasury'],
    queryFn: async (): Promise<CompanyAccount[]> =>
      (await apiJson<EntityRecord[]>(activeAccountsPath))
        .filter((account) => !account.personRegistration && account.isInactive !== true)
        .map(companyAccountOf),
    enabled: bankAccountEntity !== undefined,
  });
}
