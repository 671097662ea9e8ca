import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompanyAccounts } from '../treasury/useCompanyAccounts.ts';
import { MoveMoneyForm } from './MoveMoneyForm.tsx';

/**
 * The move-money screen (docs/treasury.md): money moved from one of the company's accounts to
 * another, booked as a bank operation on each and both balances moved at once.
 */
export function MoveMoneyPage() {
  const { t } = useTranslation();
  const accounts = useCompanyAccounts();
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{t('Move money')}</Title>
      <Text>
        {t(
          "Move money between the company's own accounts: each gets a bank operation, and both balances move at once.",
        )}
      </Text>
      {accounts.isPending ? (
        <Loader size="sm" role="status" aria-label={t('Loading')} />
      ) : accounts.error ? (
        <Alert color="red" role="alert" title={t('The accounts could not be read')}>
          {accounts.error.message}
        </Alert>
      ) : accounts.data.length < 2 ? (
        <Text>{t('Money moves between two active accounts of the company, and there are not two yet.')}</Text>
      ) : (
        <MoveMoneyForm accounts={accounts.data} />
      )}
    </Stack>
  );
}
