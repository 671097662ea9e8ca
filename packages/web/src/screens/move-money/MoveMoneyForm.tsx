import type { InternalTransfer } from '@lessor/domain/api';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountAmount, accountLabel, type CompanyAccount, payableOn } from '../treasury/company-account.ts';
import { minorUnits } from '../treasury/minor-units.ts';
import { todayIso } from '../treasury/today-iso.ts';
import { typedAmount } from '../treasury/typed-amount.ts';
import { TransferDone } from './TransferDone.tsx';
import { useMoveMoney } from './useMoveMoney.ts';

/**
 * The transfer's questions: the account debited (with what it can pay out that day), the account
 * credited (in the same currency), the amount, the day and a label. A mistake shows once the
 * treasurer tries to move the money; the amount and label are cleared once it moved.
 */
export function MoveMoneyForm({ accounts }: { accounts: readonly CompanyAccount[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [fromAccount, setFromAccount] = useState<string | null>(null);
  const [toAccount, setToAccount] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(todayIso);
  const [label, setLabel] = useState('');
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<InternalTransfer>();
  const move = useMoveMoney((transfer) => {
    setDone(transfer);
    setAmount('');
    setLabel('');
    setTried(false);
  });
  const from = accounts.find((account) => account.registration === fromAccount);
  const credited = accounts.filter(
    (account) => account.registration !== fromAccount && (!from || account.currency === from.currency),
  );
  const options = (list: readonly CompanyAccount[]) =>
    list.map((account) => ({ value: account.registration, label: accountLabel(account, locale) }));
  const exact = typedAmount(amount, { decimals: from?.decimals ?? 2, locale });
  const payable = from && date ? payableOn(from, date) : undefined;
  const units = exact && from ? minorUnits(exact, from.decimals) : 0;
  const amountProblem = !exact
    ? t('Type an amount above zero, in cents at most')
    : from && payable !== undefined && units > payable
      ? t('More than {{account}} can pay out that day ({{amount}})', {
          account: from.name,
          amount: accountAmount(from, payable, locale),
        })
      : undefined;
  const problems = {
    fromAccount: fromAccount ? undefined : t('Choose an account'),
    toAccount: toAccount ? undefined : t('Choose an account'),
    amount: amountProblem,
    date: date ? undefined : t('Type a date'),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(problems).some(Boolean) || !fromAccount || !toAccount || !exact) return;
    move.mutate({
      fromAccount,
      toAccount,
      amount: exact,
      date,
      ...(label.trim() ? { label: label.trim() } : {}),
    });
  };
  const shown = (problem: string | undefined) => (tried ? problem : undefined);
  return (
    <Stack gap="md">
      {done && <TransferDone transfer={done} />}
      <form onSubmit={submit} noValidate aria-label={t('Move money')}>
        <Stack gap="sm">
          <Select
            label={t('From account')}
            placeholder={t('The account debited')}
            data={options(accounts)}
            value={fromAccount}
            onChange={(value) => {
              setFromAccount(value);
              const chosen = accounts.find((account) => account.registration === value);
              const to = accounts.find((account) => account.registration === toAccount);
              if (to && (to.registration === value || to.currency !== chosen?.currency)) setToAccount(null);
            }}
            searchable
            required
            allowDeselect={false}
            nothingFoundMessage={t('No options')}
            description={
              from && payable !== undefined
                ? t('Can pay out {{amount}} that day, its authorised overdraft included', {
                    amount: accountAmount(from, payable, locale),
                  })
                : undefined
            }
            error={shown(problems.fromAccount)}
          />
          <Select
            label={t('To account')}
            placeholder={t('The account credited')}
            data={options(credited)}
            value={toAccount}
            onChange={setToAccount}
            searchable
            required
            allowDeselect={false}
            nothingFoundMessage={t('No options')}
            error={shown(problems.toAccount)}
          />
          <Group grow align="start">
            <TextInput
              label={t('Amount')}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
              required
              rightSection={from?.currency}
              rightSectionWidth={48}
              error={shown(problems.amount)}
            />
            <TextInput
              type="date"
              label={t('Date')}
              value={date}
              onChange={(event) => setDate(event.currentTarget.value)}
              required
              error={shown(problems.date)}
            />
          </Group>
          <TextInput
            label={t('Label')}
            value={label}
            onChange={(event) => setLabel(event.currentTarget.value)}
          />
          {move.error && (
            <Alert color="red" role="alert" title={t('The money was not moved')}>
              {move.error.message}
            </Alert>
          )}
          <Group justify="end">
            <Button type="submit" loading={move.isPending}>
              {t('Move money')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
