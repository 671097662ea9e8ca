import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AllocationLines } from './AllocationLines.tsx';
import { type AllocationLine, allocationRequest, allocationState, newLine } from './allocation-lines.ts';
import { InvoiceSearch } from './InvoiceSearch.tsx';
import { formatMinorUnits } from './money.ts';
import type { OpenInvoice } from './open-invoice.ts';
import type { PendingPayment } from './pending-payment.ts';
import { usePaymentActions } from './usePaymentActions.ts';

interface Props {
  payment: PendingPayment;
  /** The invoice matching suggested, still open: the allocation starts with it. */
  suggested: OpenInvoice | undefined;
}

/**
 * The allocation of one payment: the invoices it settles and how much of each, the running total
 * and what the payment would have left, then Allocate (only for a total above zero that the
 * payment covers) or Set aside. An invoice paid over several payments takes part of each.
 */
export function AllocationEditor({ payment, suggested }: Props) {
  const { t, i18n } = useTranslation();
  const { money, left } = payment;
  const reading = { decimals: money.decimals, locale: i18n.language };
  const [lines, setLines] = useState<AllocationLine[]>(() =>
    suggested ? [newLine(suggested, left, [], reading)] : [],
  );
  const actions = usePaymentActions(payment.record);
  const state = allocationState(lines, left, reading);
  const amount = (units: number) => formatMinorUnits(units, money, i18n.language);
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('Invoices this payment settles')}
      </Title>
      {lines.length === 0 ? (
        <Text size="sm">{t('Find the invoices this payment settles and add them.')}</Text>
      ) : (
        <AllocationLines
          lines={lines}
          money={money}
          side={payment.side}
          problems={state.problems}
          disabled={actions.pending}
          onAmount={(registration, typed) =>
            setLines((current) =>
              current.map((line) =>
                line.invoice.registration === registration ? { ...line, amount: typed } : line,
              ),
            )
          }
          onRemove={(registration) =>
            setLines((current) => current.filter((line) => line.invoice.registration !== registration))
          }
        />
      )}
      <Group justify="space-between" aria-live="polite">
        <Text size="sm" fw={600}>
          {t('Total: {{amount}}', { amount: amount(state.total) })}
        </Text>
        <Text size="sm" fw={600} c={state.remaining < 0 ? 'red' : undefined}>
          {t('Left after this: {{amount}}', { amount: amount(state.remaining) })}
        </Text>
      </Group>
      {state.remaining < 0 && (
        <Text size="sm" c="red" role="alert">
          {t('The total is more than the payment has left ({{left}})', { left: amount(left) })}
        </Text>
      )}
      {actions.error && (
        <Alert color="red" role="alert" title={t('Not done')}>
          {actions.error.message}
        </Alert>
      )}
      <Group justify="end" gap="xs">
        <Button
          variant="default"
          loading={actions.setAside.isPending}
          disabled={actions.pending}
          onClick={() => actions.setAside.mutate()}
        >
          {t('Set aside')}
        </Button>
        <Button
          loading={actions.allocate.isPending}
          disabled={!state.allocatable || actions.pending}
          onClick={() => actions.allocate.mutate(allocationRequest(lines, reading))}
        >
          {t('Allocate')}
        </Button>
      </Group>
      <InvoiceSearch
        currency={money.currency}
        side={payment.side}
        added={new Set(lines.map((line) => line.invoice.registration))}
        onAdd={(invoice) => setLines((current) => [...current, newLine(invoice, left, current, reading)])}
      />
    </Stack>
  );
}
