import { Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AllocationEditor } from './AllocationEditor.tsx';
import { PaymentDetails } from './PaymentDetails.tsx';
import type { PendingPayment } from './pending-payment.ts';
import { useSuggestedInvoice } from './useSuggestedInvoice.ts';

/** The payment selected: what the bank says of it, then its allocation, starting with the suggested invoice. */
export function PaymentAllocation({ payment }: { payment: PendingPayment }) {
  const { t } = useTranslation();
  const { invoiceRegistration } = payment.record;
  const suggestion =
    typeof invoiceRegistration === 'string' && invoiceRegistration ? invoiceRegistration : undefined;
  const suggested = useSuggestedInvoice(suggestion, payment.side);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('Payment {{registration}}', { registration: payment.record.registration })}
      </Title>
      <PaymentDetails payment={payment} />
      {suggestion && suggested.data === null && (
        <Text size="sm">
          {t('The suggested invoice {{registration}} is no longer open.', { registration: suggestion })}
        </Text>
      )}
      {suggested.isLoading ? (
        <Loader size="sm" role="status" aria-label={t('Loading')} />
      ) : (
        <AllocationEditor payment={payment} suggested={suggested.data ?? undefined} />
      )}
    </Stack>
  );
}
