import { personDisplayName } from '@lessor/domain/entities';
import { defaultCurrency, formatDate, mainAddress } from '@lessor/domain/formats';
import type { Decimal } from 'decimal.js';
import { formatMoney, storedAmount, sumOf } from '../printed-money.ts';

type Data = Readonly<Record<string, unknown>>;

/** An invoice as stored (an `EntityRecord` of Invoice): its registration and its fields. */
export type InvoiceData = Data & { readonly registration: string };

/** What an invoice's document says besides the invoice itself, read by `readInvoicePdfContexts`. */
export interface InvoicePdfContext {
  /** Who bills: the invoice's organisation, else the tenant; its name first, then its contact lines. */
  seller: readonly string[];
  /** The invoice's payer (its person with the role PAYER), as stored; undefined when it has none. */
  payer: Data | undefined;
  /** The invoice's lines (InvoiceLine records naming it); without any, the invoice is its one line. */
  lines: readonly Data[];
  /** Numbers and dates are written for this locale (en-EU unless told). */
  locale: string;
}

interface InvoicePdfLine {
  description: string;
  exclTax: string;
  tax: string;
  inclTax: string;
}

/** An invoice's document as text, ready to be laid out: every amount and date already formatted. */
export interface InvoicePdfContent {
  title: string;
  seller: readonly string[];
  /** The payer's name, then its address lines. */
  payer: readonly string[];
  /** Label and value of each reference and date the invoice has. */
  facts: readonly (readonly [string, string])[];
  lines: readonly InvoicePdfLine[];
  /** Label and value: totals excl. tax, tax, incl. tax, then the balance. */
  totals: readonly (readonly [string, string])[];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The content of an invoice's PDF (business-areas.md §3, invoice): seller, payer and address,
 * references, dates, lines with their tax, totals and balance. Amounts are the stored ones, exact,
 * in the invoice's currency; totals are the invoice's own, else the sum of its lines.
 */
export function invoicePdfContent(invoice: InvoiceData, context: InvoicePdfContext): InvoicePdfContent {
  const currency = text(invoice.currency) || defaultCurrency;
  const money = (amount: Decimal | undefined) => formatMoney(amount, currency, context.locale);
  const day = (value: unknown) => (text(value) ? formatDate(new Date(text(value)), context.locale) : '');

  const amounts = (context.lines.length > 0 ? context.lines : [invoice]).map((line) => {
    const exclTax = storedAmount(line.amountExclTax);
    const inclTax = storedAmount(line.amountInclTax);
    const description = text(line.description) || text(line.name) || text(line.type);
    return { description, exclTax, inclTax, tax: taxOf(exclTax, inclTax) };
  });
  const exclTax = storedAmount(invoice.amountExclTax) ?? sumOf(amounts.map((line) => line.exclTax));
  const inclTax = storedAmount(invoice.amountInclTax) ?? sumOf(amounts.map((line) => line.inclTax));
  const number = text(invoice.invoiceNumber);

  return {
    title: `Invoice ${number || invoice.registration}`,
    seller: context.seller,
    payer: context.payer ? payerLines(context.payer, context.locale) : [],
    facts: present([
      ['Registration', invoice.registration],
      ['Invoice number', number],
      ['Contract', text(invoice.contractRegistration)],
      // A document made by a billing run, before the invoice is issued, is dated by the run.
      ['Issued on', day(invoice.issueDate) || day(invoice.generationDate)],
      ['Due date', day(invoice.dueDate)],
      ['Payment date', day(invoice.paymentDate)],
    ]),
    lines: amounts.map((line) => ({
      description: line.description,
      exclTax: money(line.exclTax),
      tax: money(line.tax),
      inclTax: money(line.inclTax),
    })),
    totals: present([
      ['Total excl. tax', money(exclTax)],
      ['Tax', money(taxOf(exclTax, inclTax))],
      ['Total incl. tax', money(inclTax)],
      ['Balance', money(storedAmount(invoice.totalBalance))],
    ]),
  };
}

function taxOf(exclTax: Decimal | undefined, inclTax: Decimal | undefined): Decimal | undefined {
  return exclTax && inclTax ? inclTax.minus(exclTax) : undefined;
}

function present(facts: readonly (readonly [string, string])[]): (readonly [string, string])[] {
  return facts.filter(([, value]) => value !== '');
}

/** The payer's display name, then its main address as a letter shows it, its country named. */
function payerLines(payer: Data, locale: string): string[] {
  const addresses = Array.isArray(payer.addresses) ? (payer.addresses as Data[]) : [];
  const address = mainAddress(addresses) ?? {};
  const street = [text(address.address1), text(address.address2)].filter(Boolean);
  const lines =
    street.length > 0 || text(address.city)
      ? [
          ...street,
          [text(address.zipcode), text(address.city)].filter(Boolean).join(' '),
          countryName(text(address.country), locale),
        ]
      : [text(address.addressLine)];
  return [personDisplayName(payer) || text(payer.registration), ...lines.filter(Boolean)];
}

function countryName(code: string, locale: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    // A locale Intl cannot read: the code says it as well.
    return code;
  }
}
