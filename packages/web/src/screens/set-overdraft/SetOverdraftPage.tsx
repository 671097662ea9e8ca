import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompanyAccounts } from '../treasury/useCompanyAccounts.ts';
import { SetOverdraftForm } from './SetOverdraftForm.tsx';

/**
 * The set-overdraft screen (docs/treasury.md): the overdraft the bank authorises on one of the
 * company's accounts, and the last day it holds. Transfers out of the account may take its balance
 * down to minus that amount.
 */
export function SetOverdraftPage() {
  const { t } = useTranslation();
  const accounts = useCompanyAccounts();
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{t('Set overdraft')}</Title>
      <Text>
        {t(
          "Record the overdraft the bank authorises on one of the company's accounts: money moved out of it may take its balance down to minus that amount, until the day it lapses.",
        )}
      </Text>
      {accounts.isPending ? (
        <Loader size="sm" role="status" aria-label={t('Loading')} />
      ) : accounts.error ? (
        <Alert color="red" role="alert" title={t('The accounts could not be read')}>
          {accounts.error.message}
        </Alert>
      ) : accounts.data.length === 0 ? (
        <Text>{t('The company has no active account yet.')}</Text>
      ) : (
        <SetOverdraftForm accounts={accounts.data} />
      )}
    </Stack>
  );
}
