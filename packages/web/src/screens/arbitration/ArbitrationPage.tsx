import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArbitrationForm } from './ArbitrationForm.tsx';
import { useActiveFunds } from './useActiveFunds.ts';

/**
 * The arbitration screen (docs/treasury.md): refinancing moved from one active fund to another, a
 * contract's or part of the fund's outstanding, with the funds' figures, fundings and bank
 * operations written at once.
 */
export function ArbitrationPage() {
  const { t } = useTranslation();
  const funds = useActiveFunds();
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{t('Arbitration')}</Title>
      <Text>
        {t(
          "Move refinancing from one fund to another: a contract's, from the fundings that carry it, or part of the fund's outstanding. The funds' figures, the fundings and a bank operation for each fund are written at once.",
        )}
      </Text>
      {funds.isPending ? (
        <Loader size="sm" role="status" aria-label={t('Loading')} />
      ) : funds.error ? (
        <Alert color="red" role="alert" title={t('The funds could not be read')}>
          {funds.error.message}
        </Alert>
      ) : funds.data.length < 2 ? (
        <Text>{t('Refinancing moves between two active funds, and there are not two yet.')}</Text>
      ) : (
        <ArbitrationForm funds={funds.data} />
      )}
    </Stack>
  );
}
