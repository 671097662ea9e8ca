import type { EntityRecord } from '@lessor/domain/api';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountLabel, type CompanyAccount, companyAccountOf } from '../treasury/company-account.ts';
import { fromMinorUnits } from '../treasury/minor-units.ts';
import { typedAmount } from '../treasury/typed-amount.ts';
import { overdraftText } from './overdraft-text.ts';
import { useSetOverdraft } from './useSetOverdraft.ts';

/**
 * The overdraft's questions: the account (its overdraft now said beneath), the amount the bank
 * authorises (zero takes it away) and the last day it holds (none: no end), both filled with what
 * the account has when it is chosen.
 */
export function SetOverdraftForm({ accounts }: { accounts: readonly CompanyAccount[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [chosen, setChosen] = useState<string | null>(null);
  const [limit, setLimit] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<EntityRecord>();
  const save = useSetOverdraft((account) => {
    setDone(account);
    setTried(false);
  });
  const account = accounts.find((candidate) => candidate.registration === chosen);
  const exact = typedAmount(limit, { decimals: account?.decimals ?? 2, locale, zeroAllowed: true });
  const problems = {
    account: chosen ? undefined : t('Choose an account'),
    limit: exact ? undefined : t('Type an amount of zero or more, in cents at most'),
  };
  const choose = (registration: string | null) => {
    setChosen(registration);
    const picked = accounts.find((candidate) => candidate.registration === registration);
    if (!picked) return;
    setLimit(fromMinorUnits(picked.overdraftLimit, picked.decimals).toFixed(picked.decimals));
    setValidUntil(picked.overdraftValidUntil ?? '');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!chosen || !exact) return;
    save.mutate({ account: chosen, request: { limit: exact, validUntil: validUntil || null } });
  };
  const shown = (problem: string | undefined) => (tried ? problem : undefined);
  return (
    <Stack gap="md">
      {done && <OverdraftSet account={companyAccountOf(done)} />}
      <form onSubmit={submit} noValidate aria-label={t('Set overdraft')}>
        <Stack gap="sm">
          <Select
            label={t('Account')}
            placeholder={t("The company's account")}
            data={accounts.map((option) => ({
              value: option.registration,
              label: accountLabel(option, locale),
            }))}
            value={chosen}
            onChange={choose}
            searchable
            required
            allowDeselect={false}
            nothingFoundMessage={t('No options')}
            description={account ? overdraftText(account, t, locale) : undefined}
            error={shown(problems.account)}
          />
          <Group grow align="start">
            <TextInput
              label={t('Authorised overdraft')}
              description={t('Zero takes the overdraft away')}
              inputMode="decimal"
              value={limit}
              onChange={(event) => setLimit(event.currentTarget.value)}
              required
              rightSection={account?.currency}
              rightSectionWidth={48}
              error={shown(problems.limit)}
            />
            <TextInput
              type="date"
              label={t('Valid until')}
              description={t('The last day it holds; empty for no end')}
              value={validUntil}
              onChange={(event) => setValidUntil(event.currentTarget.value)}
            />
          </Group>
          {save.error && (
            <Alert color="red" role="alert" title={t('The overdraft was not set')}>
              {save.error.message}
            </Alert>
          )}
          <Group justify="end">
            <Button type="submit" loading={save.isPending}>
              {t('Set overdraft')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** The overdraft the account has now, as the server answered it. */
function OverdraftSet({ account }: { account: CompanyAccount }) {
  const { t, i18n } = useTranslation();
  return (
    <Alert color="green" role="status" title={t('Overdraft of {{account}} set', { account: account.name })}>
      {overdraftText(account, t, i18n.language)}
    </Alert>
  );
}
