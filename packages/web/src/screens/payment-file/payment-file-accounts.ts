import type { EntityRecord } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import type { FieldOption } from '@lessor/domain/fields';
import { formatIban } from '@lessor/domain/formats';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';
import { useCompanyAccounts } from '../treasury/useCompanyAccounts.ts';

const bankAccounts = findEntity('BankAccount');

/** The company's active accounts; only they may hold a SEPA creditor identifier (docs/collections.md). */
const activeAccountsPath = `${bankAccounts?.apiPath}?${new URLSearchParams({
  status: 'ACTIVE',
  projection: 'registration,name,bankIban,sepaCreditorIdentifier,isInactive',
  sort: 'name',
  range: '0-99',
})}`;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** 'Collections · FR76 3000 … (BKA00000001)': the account as a clerk recognises it. */
function accountOption(registration: string, name: string, iban: string): FieldOption {
  return {
    value: registration,
    label: `${name || registration}${iban ? ` · ${formatIban(iban)}` : ''} (${registration})`,
  };
}

/**
 * The accounts a direct-debit file may credit: the active ones with a SEPA creditor identifier,
 * as options of a select. The list call cannot ask for a field being set, so the rest are left out here.
 */
export function useCreditorAccounts() {
  return useQuery({
    queryKey: ['BankAccount', 'sepa-creditors'],
    queryFn: async (): Promise<FieldOption[]> =>
      (await apiJson<EntityRecord[]>(activeAccountsPath))
        .filter((account) => text(account.sepaCreditorIdentifier) !== '' && account.isInactive !== true)
        .map((account) => accountOption(account.registration, text(account.name), text(account.bankIban))),
  });
}

/**
 * The accounts a credit-transfer file may pay from: the company's active ones (docs/treasury.md)
 * with an IBAN, as options of a select.
 */
export function useDebtorAccounts() {
  const accounts = useCompanyAccounts();
  const options = (accounts.data ?? [])
    .filter((account) => account.iban !== '')
    .map((account) => accountOption(account.registration, account.name, account.iban));
  return { isPending: accounts.isPending, data: options };
}
