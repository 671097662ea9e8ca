import { PdfSheet } from '../pdf-sheet.ts';
import { type PrintFormat, printedText } from '../print-format.ts';
import type { PrintedParty } from '../printed-party.ts';

/** A mandate of a person's bank account, with the account it is signed on. */
export interface PrintedMandate {
  account: Readonly<Record<string, unknown>>;
  mandate: Readonly<Record<string, unknown>>;
}

/**
 * The SEPA direct-debit mandate form of each mandate of a person, one a page: the mandate's
 * reference and creditor, the debtor and its account, the rights the scheme gives the debtor, and
 * the place and date of signature.
 */
export async function directDebitMandatePdf(
  debtor: PrintedParty,
  mandates: readonly PrintedMandate[],
  format: PrintFormat,
): Promise<Uint8Array> {
  const sheet = await PdfSheet.create(
    `SEPA mandates of ${debtor.name}`,
    `SEPA direct debit mandate · ${debtor.name}`,
  );
  mandates.forEach(({ account, mandate }, index) => {
    if (index > 0) sheet.pageBreak();
    const recurrent = mandate.rumType !== 'OOFF';
    sheet
      .heading('SEPA Direct Debit Mandate')
      .field('Mandate reference', printedText(mandate.rumReference))
      .field('Creditor identifier', printedText(mandate.sepaCreditorIdentifier))
      .field('Scheme', printedText(mandate.rumScheme ?? 'CORE'))
      .field('Type of payment', recurrent ? 'Recurrent' : 'One-off')
      .space()
      .field('Debtor', debtor.name)
      .field('Address', debtor.address)
      .field('Account', printedText(account.name))
      .field('IBAN', printedText(account.bankIban))
      .field('BIC', printedText(account.bankBic))
      .field('Bank', printedText(account.bankName))
      .space()
      .paragraph(
        'By signing this mandate form, you authorise the creditor to send instructions to your bank to debit your account, and your bank to debit your account in accordance with the instructions from the creditor.',
      )
      .paragraph(
        'As part of your rights, you are entitled to a refund from your bank under the terms and conditions of your agreement with your bank. A refund must be claimed within eight weeks starting from the date on which your account was debited.',
      )
      .space()
      .field('Place of signature', printedText(mandate.rumPlaceOfSignature))
      .field('Date of signature', format.day(mandate.rumDateOfSignature))
      .space(36)
      .paragraph('Signature of the debtor:');
  });
  return sheet.save();
}
