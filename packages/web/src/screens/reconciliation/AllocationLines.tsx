import { findEntity } from '@lessor/domain/entities';
import { ActionIcon, Anchor, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordPath } from '../../engine/list/record-path.ts';
import type { AllocationLine, LineProblem } from './allocation-lines.ts';
import { formatMinorUnits, type Money } from './money.ts';
import { type InvoiceSide, partyHeader } from './open-invoice.ts';

const invoices = findEntity('Invoice');

interface Props {
  lines: readonly AllocationLine[];
  money: Money;
  side: InvoiceSide;
  problems: ReadonlyMap<string, LineProblem>;
  disabled: boolean;
  onAmount(registration: string, amount: string): void;
  onRemove(registration: string): void;
}

/** The invoices the payment is to settle: each with what it owes, the amount given it, and a remove button. */
export function AllocationLines({ lines, money, side, problems, disabled, onAmount, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  const problemText = (problem: LineProblem | undefined) =>
    problem === 'not an amount'
      ? t('Type an amount of zero or more, in cents at most')
      : problem === 'more than owed'
        ? t('More than the invoice still owes')
        : undefined;
  return (
    <Table aria-label={t('Invoices to settle')} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('Invoice')}</Table.Th>
          <Table.Th>{t(partyHeader[side])}</Table.Th>
          <Table.Th ta="end">{t('Owed')}</Table.Th>
          <Table.Th w={170}>{t('Amount')}</Table.Th>
          <Table.Th w={48}>
            <VisuallyHidden>{t('Remove')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map(({ invoice, amount }) => (
          <Table.Tr key={invoice.registration}>
            <Table.Td>
              {invoices ? (
                <Anchor component={Link} to={recordPath(invoices, invoice.registration)} size="sm">
                  {invoice.registration}
                </Anchor>
              ) : (
                invoice.registration
              )}
            </Table.Td>
            <Table.Td>{invoice.partyName}</Table.Td>
            <Table.Td ta="end">{formatMinorUnits(invoice.balance, money, i18n.language)}</Table.Td>
            <Table.Td>
              <TextInput
                size="xs"
                inputMode="decimal"
                aria-label={t('Amount for {{registration}}', { registration: invoice.registration })}
                value={amount}
                disabled={disabled}
                error={problemText(problems.get(invoice.registration))}
                onChange={(event) => onAmount(invoice.registration, event.currentTarget.value)}
              />
            </Table.Td>
            <Table.Td>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={disabled}
                aria-label={t('Remove {{registration}}', { registration: invoice.registration })}
                onClick={() => onRemove(invoice.registration)}
              >
                <span aria-hidden="true">✕</span>
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
