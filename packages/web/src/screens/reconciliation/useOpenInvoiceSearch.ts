import type { EntityRecord } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import { parseNumber } from '@lessor/domain/formats';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiJson } from '../../api/api-client.ts';
import { minimumSearchLength } from '../../engine/list/search-modal/useReferenceOptions.ts';
import {
  type InvoiceSide,
  invoiceEntity,
  type OpenInvoice,
  openInvoiceOf,
  openInvoicesQuery,
} from './open-invoice.ts';

const personEntity = findEntity('Person');
/** Invoices offered for one text; a clerk narrows a longer list by typing more. */
const offered = 10;

const invoicesWhere = (side: InvoiceSide, filters: Record<string, string>) =>
  apiJson<EntityRecord[]>(
    `${invoiceEntity?.apiPath}?${new URLSearchParams({ ...openInvoicesQuery(side), ...filters, range: `0-${offered - 1}` })}`,
  );

/** The open invoices of the payers (or payees) whose names or registrations hold the text. */
async function invoicesOfPartiesNamed(side: InvoiceSide, text: string): Promise<EntityRecord[]> {
  const persons = await apiJson<EntityRecord[]>(
    `${personEntity?.apiPath}?${new URLSearchParams({ search: text, projection: 'registration,name', range: '0-9' })}`,
  );
  if (persons.length === 0) return [];
  const parties = persons.map((person) => person.registration).join(',');
  return invoicesWhere(
    side,
    side === 'payable' ? { payeeRegistration: parties } : { payerRegistration: parties },
  );
}

/**
 * The open invoices a clerk may add for what is typed, through the invoices' list query: the
 * text in their search fields (registration, invoice number, name, contract), their party's name,
 * or, for a number, what they still owe. The list query joins its filters with 'and', hence a
 * call for each reading, their answers merged.
 */
async function searchOpenInvoices(side: InvoiceSide, text: string, locale: string): Promise<OpenInvoice[]> {
  const amount = parseNumber(text, { locale });
  const searches: Promise<EntityRecord[]>[] = [];
  if (text.length >= minimumSearchLength)
    searches.push(invoicesWhere(side, { search: text }), invoicesOfPartiesNamed(side, text));
  if (amount !== null && amount > 0)
    searches.push(invoicesWhere(side, { minTotalBalance: String(amount), maxTotalBalance: String(amount) }));
  const found = new Map<string, OpenInvoice>();
  for (const record of (await Promise.all(searches)).flat())
    if (!found.has(record.registration)) found.set(record.registration, openInvoiceOf(record, side));
  return [...found.values()];
}

/** The search of open invoices, asked 300 ms after the clerk stops typing. */
export function useOpenInvoiceSearch(typed: string, side: InvoiceSide) {
  const { i18n } = useTranslation();
  const [text] = useDebouncedValue(typed.trim(), 300);
  const searching =
    text.length >= minimumSearchLength || (parseNumber(text, { locale: i18n.language }) ?? 0) > 0;
  const query = useQuery({
    queryKey: ['Invoice', 'open-invoice-search', side, text, i18n.language],
    queryFn: () => searchOpenInvoices(side, text, i18n.language),
    enabled: searching,
    placeholderData: keepPreviousData,
  });
  return {
    invoices: searching ? (query.data ?? []) : [],
    searching,
    isFetching: query.isFetching,
    error: query.error,
  };
}
