import { findEntity } from '@lessor/domain/entities';
import { formatDate, formatIban, formatPercentage } from '@lessor/domain/formats';
import { Anchor, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordPath } from '../../engine/list/record-path.ts';
import { formatMinorUnits } from './money.ts';
import type { PendingPayment } from './pending-payment.ts';

const statements = findEntity('BankStatement');
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** What the bank says of the payment, what is left of it, and what matching made of it. */
export function PaymentDetails({ payment }: { payment: PendingPayment }) {
  const { t, i18n } = useTranslation();
  const { record, money, amount, left } = payment;
  const locale = i18n.language;
  const statement = text(record.statementRegistration);
  const iban = text(record.counterpartyIban);
  const suggestion = text(record.invoiceRegistration);
  const confidence = typeof record.confidence === 'number' ? record.confidence : undefined;
  const rows: [string, ReactNode][] = [
    [t('Date'), formatDate(new Date(text(record.date) ?? ''), locale)],
    [t('Amount'), formatMinorUnits(amount, money, locale)],
    [t('Direction'), t(payment.side === 'payable' ? 'Paid out: settles what we owe' : 'Received')],
    [t('Left to allocate'), formatMinorUnits(left, money, locale)],
    [t('Counterparty'), text(record.counterparty)],
    [t('Counterparty IBAN'), iban && formatIban(iban)],
    [t('Remittance'), text(record.remittance)],
    [t('End-to-end id'), text(record.endToEndId)],
    [t('Mandate reference'), text(record.mandateId)],
    [
      t('Statement'),
      statement &&
        (statements ? (
          <Anchor component={Link} to={recordPath(statements, statement)} size="sm">
            {statement}
          </Anchor>
        ) : (
          statement
        )),
    ],
    [
      t('Suggested invoice'),
      suggestion &&
        [
          suggestion,
          text(record.matchedBy) && t('by {{rule}}', { rule: text(record.matchedBy) }),
          confidence !== undefined &&
            t('{{confidence}} sure', { confidence: formatPercentage(confidence, { locale, digits: 0 }) }),
        ]
          .filter(Boolean)
          .join(', '),
    ],
  ];
  return (
    <Table variant="vertical" withTableBorder layout="fixed">
      <Table.Tbody>
        {rows
          .filter(([, value]) => value !== undefined && value !== '')
          .map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={170}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}
