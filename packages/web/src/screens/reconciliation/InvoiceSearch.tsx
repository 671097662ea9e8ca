import { formatDate } from '@lessor/domain/formats';
import { Button, Loader, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits, moneyOf } from './money.ts';
import { type InvoiceSide, type OpenInvoice, partyHeader } from './open-invoice.ts';
import { useOpenInvoiceSearch } from './useOpenInvoiceSearch.ts';

interface Props {
  /** The payment's currency: an invoice in another one cannot take its money. */
  currency: string;
  /** Invoices already on the allocation. */
  added: ReadonlySet<string>;
  /** Receivables for money received, payables for money paid out. */
  side: InvoiceSide;
  onAdd(invoice: OpenInvoice): void;
}

/** Finds open invoices by registration, number, party or amount owed, each with a button adding it. */
export function InvoiceSearch({ currency, added, side, onAdd }: Props) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState('');
  const found = useOpenInvoiceSearch(typed, side);
  const offered = found.invoices.filter(
    (invoice) => invoice.currency === currency && !added.has(invoice.registration),
  );
  return (
    <>
      <TextInput
        type="search"
        label={t('Find an invoice')}
        description={t(
          side === 'payable'
            ? 'Registration, invoice number, supplier name or amount owed'
            : 'Registration, invoice number, payer name or amount owed',
        )}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        rightSection={found.isFetching ? <Loader size="xs" role="status" aria-label={t('Loading')} /> : null}
      />
      {found.error && (
        <Text size="sm" c="red" role="alert">
          {found.error.message}
        </Text>
      )}
      {found.searching && !found.isFetching && offered.length === 0 && (
        <Text size="sm">{t('No open invoice found')}</Text>
      )}
      {offered.length > 0 && (
        <Table striped aria-label={t('Open invoices found')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Invoice')}</Table.Th>
              <Table.Th>{t(partyHeader[side])}</Table.Th>
              <Table.Th>{t('Due date')}</Table.Th>
              <Table.Th ta="end">{t('Owed')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('Add')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {offered.map((invoice) => (
              <Table.Tr key={invoice.registration}>
                <Table.Td>
                  {invoice.registration}
                  {invoice.invoiceNumber && (
                    <Text size="xs" c="dimmed">
                      {invoice.invoiceNumber}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{invoice.partyName}</Table.Td>
                <Table.Td>{invoice.dueDate && formatDate(new Date(invoice.dueDate), i18n.language)}</Table.Td>
                <Table.Td ta="end">
                  {formatMinorUnits(invoice.balance, moneyOf(invoice.currency), i18n.language)}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="light"
                    aria-label={t('Add {{registration}}', { registration: invoice.registration })}
                    onClick={() => onAdd(invoice)}
                  >
                    {t('Add')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
