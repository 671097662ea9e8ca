import { Alert, Button, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PaymentAllocation } from './PaymentAllocation.tsx';
import { PendingPaymentList } from './PendingPaymentList.tsx';
import { statementParameter } from './reconciliation-path.ts';
import { usePendingPayments } from './usePendingPayments.ts';

/**
 * The reconciliation screen (docs/collections.md): the payments importing could not tie to an
 * invoice with confidence, on the left; on the right, the one selected, allocated by the clerk to
 * the invoices it pays or set aside. Once a payment leaves the list, the next one is selected.
 */
export function ReconciliationPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const statement = searchParams.get(statementParameter) ?? undefined;
  const pending = usePendingPayments(statement);
  const payments = pending.data?.payments ?? [];
  // The payment chosen, and its place: when it leaves the list, the one taking its place is next.
  const [chosen, setChosen] = useState<{ id: string | undefined; index: number }>({
    id: undefined,
    index: 0,
  });
  const selected =
    payments.find((payment) => payment.record._id === chosen.id) ??
    payments[Math.min(chosen.index, payments.length - 1)];
  const select = (index: number) => setChosen({ id: payments[index]?.record._id, index });
  return (
    <Stack gap="md">
      <Title order={1}>{t('Reconciliation')}</Title>
      {statement && (
        <Group gap="sm">
          <Text size="sm">{t('Payments of statement {{statement}}', { statement })}</Text>
          <Button variant="subtle" size="compact-sm" onClick={() => setSearchParams({})}>
            {t('Show every statement')}
          </Button>
        </Group>
      )}
      {pending.isPending ? (
        <Loader size="sm" role="status" aria-label={t('Loading')} />
      ) : pending.error ? (
        <Alert color="red" role="alert" title={t('The payments could not be read')}>
          {pending.error.message}
        </Alert>
      ) : payments.length === 0 ? (
        <Text>{t('No payment is waiting to be reconciled.')}</Text>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <PendingPaymentList payments={payments} selected={selected} onSelect={select} />
            {pending.data?.more && (
              <Text size="xs" mt="xs">
                {t('The oldest payments are shown first; the others follow as these are reconciled.')}
              </Text>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            {selected && (
              <PaymentAllocation
                key={`${selected.record._id}:${selected.record._version}`}
                payment={selected}
              />
            )}
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
