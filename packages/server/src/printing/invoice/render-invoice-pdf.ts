import { PdfPageWriter } from '../pdf-page-writer.ts';
import { type InvoiceData, type InvoicePdfContext, invoicePdfContent } from './invoice-pdf-content.ts';

/** Right edges of the amount columns, in points; the description takes what is left of them. */
const columns = { exclTax: 370, tax: 455 } as const;
const descriptionWidth = 230;

/**
 * The built-in PDF of an invoice: the seller at the top, the payer and its address beside the
 * references and dates, the lines (description, amount excl. tax, tax, incl. tax), then the
 * totals and the balance. Pure: the same invoice and context give the same bytes.
 */
export async function renderInvoicePdf(
  invoice: InvoiceData,
  context: InvoicePdfContext,
): Promise<Uint8Array> {
  const content = invoicePdfContent(invoice, context);
  const pdf = await PdfPageWriter.create(content.title);
  const right = pdf.right;
  const half = pdf.left + (right - pdf.left) / 2;

  const [sellerName = '', ...sellerDetails] = content.seller;
  pdf.down(12);
  pdf.text(sellerName, { x: pdf.left, size: 14, bold: true });
  pdf.text(content.title, { x: right, size: 16, bold: true, align: 'right' });
  for (const line of sellerDetails) {
    pdf.down(13);
    pdf.text(line, { x: pdf.left, muted: true });
  }

  // The payer on the left, as an envelope window shows it; the references on the right.
  pdf.down(36);
  pdf.text('Bill to', { x: pdf.left, size: 9, muted: true });
  pdf.text('Details', { x: half, size: 9, muted: true });
  const rows = Math.max(content.payer.length, content.facts.length);
  for (let index = 0; index < rows; index += 1) {
    pdf.down(14);
    const payerLine = content.payer[index];
    if (payerLine) pdf.text(payerLine, { x: pdf.left, bold: index === 0, width: half - pdf.left - 12 });
    const fact = content.facts[index];
    if (fact) {
      pdf.text(fact[0], { x: half, muted: true });
      pdf.text(fact[1], { x: right, align: 'right' });
    }
  }

  pdf.down(36);
  pdf.text('Description', { x: pdf.left, bold: true });
  pdf.text('Amount excl. tax', { x: columns.exclTax, bold: true, align: 'right' });
  pdf.text('Tax', { x: columns.tax, bold: true, align: 'right' });
  pdf.text('Amount incl. tax', { x: right, bold: true, align: 'right' });
  pdf.rule();
  pdf.down(6);
  for (const line of content.lines) {
    pdf.down(16);
    pdf.text(line.description, { x: pdf.left, width: descriptionWidth });
    pdf.text(line.exclTax, { x: columns.exclTax, align: 'right' });
    pdf.text(line.tax, { x: columns.tax, align: 'right' });
    pdf.text(line.inclTax, { x: right, align: 'right' });
  }
  pdf.rule();

  pdf.down(10);
  for (const [label, value] of content.totals) {
    const isBalance = label === 'Balance';
    pdf.down(isBalance ? 22 : 16);
    pdf.text(label, { x: columns.tax - 60, bold: isBalance });
    pdf.text(value, { x: right, bold: isBalance, align: 'right' });
  }
  return pdf.save();
}
