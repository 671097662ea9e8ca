import type { EntityRecord } from '@lessor/domain/api';
import { PdfSheet } from '../pdf-sheet.ts';
import { printedAmount, printedDate, printedNumber, printedText } from '../print-format.ts';
import { type PrintedParty, partyLabel } from '../printed-party.ts';

/**
 * An invoice (or credit note) as sent to its payer: who pays whom, its dates and terms, its lines
 * (or, without lines, the invoice's own amounts as one line) and its totals.
 */
export async function invoicePdf(
  invoice: EntityRecord,
  lines: readonly EntityRecord[],
  parties: { payer?: PrintedParty | undefined; payee?: PrintedParty | undefined },
): Promise<Uint8Array> {
  const currency = printedText(invoice.currency ?? 'EUR');
  const money = (value: unknown) => printedAmount(value, currency);
  const kind = invoice.type === 'CREDIT_NOTE' ? 'Credit note' : 'Invoice';
  const number = printedText(invoice.invoiceNumber) || String(invoice.registration);
  const sheet = await PdfSheet.create(`${kind} ${number}`, `${kind} ${number}`);
  sheet
    .heading(`${kind} ${number}`)
    .field('From', partyLabel(parties.payee))
    .field('To', partyLabel(parties.payer))
    .field('Address', parties.payer?.address)
    .field('Issued on', printedDate(invoice.issueDate ?? invoice.generationDate))
    .field('Due date', printedDate(invoice.dueDate))
    .field('Contract', printedText(invoice.contractRegistration))
    .field('Instalment', printedText(invoice.instalmentIndex))
    .field('Payment mode', printedText(invoice.paymentMode))
    .field('Payment condition', printedText(invoice.paymentCondition))
    .field('Reference', String(invoice.registration))
    .space();
  const rows =
    lines.length > 0
      ? lines.map((line) => [
          printedText(line.description ?? line.name),
          printedText(line.quantity),
          printedNumber(line.unitPrice),
          printedText(line.taxCode),
          printedNumber(line.amountExclTax),
          printedNumber(line.amountInclTax),
        ])
      : [
          [
            printedText(invoice.name),
            '1',
            printedNumber(invoice.amountExclTax),
            '',
            printedNumber(invoice.amountExclTax),
            printedNumber(invoice.amountInclTax),
          ],
        ];
  sheet
    .paragraph(`Amounts in ${currency}.`)
    .table(
      [
        { header: 'Description', width: 34 },
        { header: 'Quantity', width: 9, align: 'right' },
        { header: 'Unit price', width: 14, align: 'right' },
        { header: 'Tax code', width: 11 },
        { header: 'Excl. tax', width: 15, align: 'right' },
        { header: 'Incl. tax', width: 15, align: 'right' },
      ],
      rows,
    )
    .field('Amount excl. tax', money(invoice.amountExclTax))
    .field('Tax amount', money(invoice.taxAmount))
    .field('Amount incl. tax', money(invoice.amountInclTax))
    .field('Balance due', money(invoice.totalBalance));
  return sheet.save();
}
