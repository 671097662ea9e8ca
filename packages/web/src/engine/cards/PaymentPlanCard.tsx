import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardFrame } from './CardFrame.tsx';
import type { CardProps } from './card-props.ts';
import { PaymentPlanTable } from './PaymentPlanTable.tsx';
import { useRecordSchedule } from './useRecordSchedule.ts';

/**
 * The payment plan of a financing file, from its own terms: a row per instalment with its date,
 * principal, interest, payment, tax, total and what remains outstanding, and a totals row. While
 * the terms make no plan, the card says which are missing or wrong.
 */
export function PaymentPlanCard({ card }: CardProps) {
  const { t } = useTranslation();
  const reading = useRecordSchedule();
  return (
    <CardFrame card={card}>
      {'schedule' in reading ? (
        <PaymentPlanTable schedule={reading.schedule} />
      ) : (
        <Alert color="gray" title={t('No payment plan for these terms')}>
          <List size="sm">
            {reading.problems.map((problem) => (
              <List.Item key={problem.field}>
                <Text size="sm">{problem.message}</Text>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </CardFrame>
  );
}
