import type { FundArbitration } from '@lessor/domain/api';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minorUnits } from '../treasury/minor-units.ts';
import { todayIso } from '../treasury/today-iso.ts';
import { typedAmount } from '../treasury/typed-amount.ts';
import { ArbitrationDone } from './ArbitrationDone.tsx';
import { arbitrationLimit } from './arbitration-limit.ts';
import { type FundChoice, fundAmount } from './fund-choice.ts';
import { useArbitrateFunds } from './useArbitrateFunds.ts';
import { useRefinancedContracts } from './useRefinancedContracts.ts';

/**
 * The arbitration's questions: the fund giving up the refinancing, the fund taking it on (in the
 * same currency), the contract if one (among those the first refinances), the amount and the day.
 * A mistake shows once the treasurer tries; the amount is cleared once the refinancing moved.
 */
export function ArbitrationForm({ funds }: { funds: readonly FundChoice[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [fromFund, setFromFund] = useState<string | null>(null);
  const [toFund, setToFund] = useState<string | null>(null);
  const [contract, setContract] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(todayIso);
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<FundArbitration>();
  const arbitrate = useArbitrateFunds((arbitration) => {
    setDone(arbitration);
    setAmount('');
    setContract(null);
    setTried(false);
  });
  const from = funds.find((fund) => fund.registration === fromFund);
  const to = funds.find((fund) => fund.registration === toFund);
  const contracts = useRefinancedContracts(from).data ?? [];
  const refinanced = contracts.find((candidate) => candidate.registration === contract);
  const label = (fund: FundChoice) =>
    [
      `${fund.name} (${fund.registration})`,
      t('outstanding {{amount}}', { amount: fundAmount(fund, fund.outstanding, locale) }),
      fund.available !== undefined &&
        t('available {{amount}}', { amount: fundAmount(fund, fund.available, locale) }),
    ]
      .filter(Boolean)
      .join(' · ');
  const exact = typedAmount(amount, { decimals: from?.decimals ?? 2, locale });
  const limit = from ? arbitrationLimit(from, to, refinanced) : undefined;
  const limitText = limit && {
    fund: limit.fund.name,
    contract: contract ?? '',
    amount: fundAmount(limit.fund, limit.units, locale),
  };
  const problems = {
    fromFund: fromFund ? undefined : t('Choose a fund'),
    toFund: toFund ? undefined : t('Choose a fund'),
    amount: !exact
      ? t('Type an amount above zero, in cents at most')
      : limit && limitText && from && minorUnits(exact, from.decimals) > limit.units
        ? limit.kind === 'refinanced'
          ? t('More than {{fund}} refinances of {{contract}} ({{amount}})', limitText)
          : limit.kind === 'available'
            ? t('More than {{fund}} has available ({{amount}})', limitText)
            : t('More than {{fund}} carries ({{amount}})', limitText)
        : undefined,
    date: date ? undefined : t('Type a date'),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(problems).some(Boolean) || !fromFund || !toFund || !exact) return;
    arbitrate.mutate({ fromFund, toFund, amount: exact, date, ...(contract ? { contract } : {}) });
  };
  const shown = (problem: string | undefined) => (tried ? problem : undefined);
  const fundSelect = {
    searchable: true,
    required: true,
    allowDeselect: false,
    nothingFoundMessage: t('No options'),
  };
  return (
    <Stack gap="md">
      {done && <ArbitrationDone arbitration={done} />}
      <form onSubmit={submit} noValidate aria-label={t('Arbitration')}>
        <Stack gap="sm">
          <Select
            {...fundSelect}
            label={t('From fund')}
            placeholder={t('The fund giving up the refinancing')}
            data={funds.map((fund) => ({ value: fund.registration, label: label(fund) }))}
            value={fromFund}
            onChange={(value) => {
              setFromFund(value);
              setContract(null);
              const chosen = funds.find((fund) => fund.registration === value);
              if (to && (to.registration === value || to.currency !== chosen?.currency)) setToFund(null);
            }}
            error={shown(problems.fromFund)}
          />
          <Select
            {...fundSelect}
            label={t('To fund')}
            placeholder={t('The fund taking it on')}
            data={funds
              .filter((fund) => fund.registration !== fromFund && (!from || fund.currency === from.currency))
              .map((fund) => ({ value: fund.registration, label: label(fund) }))}
            value={toFund}
            onChange={setToFund}
            error={shown(problems.toFund)}
          />
          <Select
            label={t('Contract')}
            placeholder={t("None: part of the fund's outstanding")}
            description={from ? undefined : t('Choose the fund first: its contracts are offered')}
            data={contracts.map((option) => ({
              value: option.registration,
              label: from
                ? t('{{contract}} · {{amount}} refinanced', {
                    contract: option.registration,
                    amount: fundAmount(from, option.refinanced, locale),
                  })
                : option.registration,
            }))}
            value={contract}
            onChange={setContract}
            searchable
            clearable
            disabled={!from}
            nothingFoundMessage={t('No options')}
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
          {arbitrate.error && (
            <Alert color="red" role="alert" title={t('The refinancing was not moved')}>
              {arbitrate.error.message}
            </Alert>
          )}
          <Group justify="end">
            <Button type="submit" loading={arbitrate.isPending}>
              {t('Move refinancing')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
