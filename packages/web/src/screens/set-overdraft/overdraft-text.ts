import { formatDate } from '@lessor/domain/formats';
import type { TFunction } from 'i18next';
import { accountAmount, type CompanyAccount } from '../treasury/company-account.ts';

/** An account's overdraft in words: 'Authorised overdraft: €500.00, until 31/12/2026'. */
export function overdraftText(account: CompanyAccount, t: TFunction, locale: string): string {
  if (account.overdraftLimit === 0) return t('No authorised overdraft');
  const amount = accountAmount(account, account.overdraftLimit, locale);
  return account.overdraftValidUntil
    ? t('Authorised overdraft: {{amount}}, until {{date}}', {
        amount,
        date: formatDate(new Date(account.overdraftValidUntil), locale),
      })
    : t('Authorised overdraft: {{amount}}, without end', { amount });
}
