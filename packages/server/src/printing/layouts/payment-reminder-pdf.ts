import type { EntityRecord } from '@lessor/domain/api';
import { PdfSheet } from '../pdf-sheet.ts';
import { type PrintFormat, printedText } from '../print-format.ts';
import type { PrintedParty } from '../printed-party.ts';

/** A reminder to the payer of an invoice still owed: what, since when, and how much remains. */
export async function paymentReminderPdf(
  invoice: EntityRecord,
  payer: PrintedParty | undefined,
  today: string,
  format: PrintFormat,
): Promise<Uint8Array> {
  const currency = printedText(invoice.currency ?? 'EUR');
  const money = (value: unknown) => format.money(value, currency);
  const day = format.day(today);
  const number = printedText(invoice.invoiceNumber) || String(invoice.registration);
  const balance = money(invoice.totalBalance ?? invoice.amountInclTax);
  const sheet = await PdfSheet.create(`Payment reminder ${number}`, `Payment reminder · invoice ${number}`);
  sheet
    .heading('Payment reminder')
    .field('To', payer ? payer.name : '')
    .field('Address', payer?.address)
    .field('Date', day)
    .space()
    .paragraph(`${payer ? `Dear ${payer.name},` : 'Dear client,'}`)
    .space(4)
    .paragraph(
      `Our records show that invoice ${number} of ${money(invoice.amountInclTax)}, due on ${format.day(invoice.dueDate)}, is not paid: ${balance} remain due on ${day}.`,
    )
    .paragraph('Please pay it promptly, quoting the reference below, or tell us if you paid it already.')
    .space()
    .field('Invoice', number)
    .field('Reference', String(invoice.registration))
    .field('Contract', printedText(invoice.contractRegistration))
    .field('Due date', format.day(invoice.dueDate))
    .field('Balance due', balance);
  return sheet.save();
}
