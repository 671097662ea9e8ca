import type { InternalTransfer } from '@lessor/domain/api';
import { formatDate } from '@lessor/domain/formats';
import { Alert, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { accountAmount, companyAccountOf } from '../treasury/company-account.ts';
import { minorUnits } from '../treasury/minor-units.ts';
import { RecordLink } from '../treasury/RecordLink.tsx';

/** What a transfer did: the amount and day, then each account with its leg and its balance now. */
export function TransferDone({ transfer }: { transfer: InternalTransfer }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const from = companyAccountOf(transfer.fromAccount);
  const to = companyAccountOf(transfer.toAccount);
  const moved = accountAmount(to, minorUnits(transfer.credit.amount, to.decimals), locale);
  const rows = [
    [from, transfer.debit],
    [to, transfer.credit],
  ] as const;
  return (
    <Alert color="green" role="status" title={t('Money moved')}>
      <Text size="sm" mb="xs">
        {t('{{amount}} moved from {{from}} to {{to}} on {{date}}.', {
          amount: moved,
          from: from.name,
          to: to.name,
          date: formatDate(new Date(String(transfer.credit.date)), locale),
        })}
      </Text>
      <Table aria-label={t('Accounts after the transfer')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Account')}</Table.Th>
            <Table.Th>{t('Operation')}</Table.Th>
            <Table.Th ta="end">{t('Balance now')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([account, leg]) => (
            <Table.Tr key={account.registration}>
              <Table.Td>
                {account.name} (<RecordLink entityName="BankAccount" registration={account.registration} />)
              </Table.Td>
              <Table.Td>
                <RecordLink entityName="BankOperation" registration={leg.registration} />
              </Table.Td>
              <Table.Td ta="end">{accountAmount(account, account.balance, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
}
