import type { MoneyValue } from '../finance/money.ts';
import {
  agentOf,
  bicOf,
  blockOpening,
  compactIban,
  requiredIdentifier,
  type SepaAccount,
  type SepaFile,
  sepaAmount,
  sepaMessage,
} from './sepa-file-parts.ts';
import { toSepaText } from './sepa-text.ts';

/** The ISO 20022 message a SEPA credit-transfer file is. */
export const creditTransferNamespace = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';

/** One payment to one creditor: a supplier's invoice, a commission. */
export interface CreditTransferInstruction {
  /** Travels to the creditor's bank and back on our statement: how a payment is matched to its invoice. */
  endToEndId: string;
  /** In euros, as decimal text ('761.38'): more than zero, at most two decimals. */
  amount: string;
  creditor: { name: string; account: SepaAccount };
  /** What the creditor reads on the statement: their invoice number (140 characters). */
  remittance?: string;
}

/** Payments the bank executes on one day: one payment information block of the file. */
export interface CreditTransferBatch {
  /** YYYY-MM-DD. */
  executionDate: string;
  instructions: readonly CreditTransferInstruction[];
}

/** A credit-transfer file: one debtor account, the payments it makes, by execution date. */
export interface CreditTransferFileContent {
  /** Unique per debtor and file, at most 30 characters (blocks add a suffix). */
  messageId: string;
  createdAt: Date;
  debtor: { name: string; account: SepaAccount };
  batches: readonly CreditTransferBatch[];
}

/** The file and the figures its header states, which the bank checks it against. */
export type CreditTransferFile = SepaFile;

/**
 * A SEPA credit-transfer file in ISO 20022 pain.001.001.09, as the EPC implementation guidelines
 * fill it: one payment information block per execution date (batches of one day are merged, in the
 * order of their dates), text in SEPA's character set, amounts exact, each block and the file with
 * its number of transactions and control sum. Throws a RangeError naming the payment whose amount or
 * identifiers cannot be carried; empty batches are left out.
 * @example creditTransferFile({ messageId: 'PYF00000001', createdAt: new Date(), debtor, batches: [
 *   { executionDate: '2026-12-07', instructions: [{ endToEndId: 'INV00000101', amount: '1200',
 *     creditor: { name: 'Garage du Port', account: { iban: 'FR14…' } } }] }] }).controlSum // '1200.00'
 */
export function creditTransferFile(content: CreditTransferFileContent): CreditTransferFile {
  const messageId = requiredIdentifier('message id', content.messageId, 30);
  const days = [...byExecutionDate(content.batches)];
  const paymentInformation = days.map(([executionDate, instructions], index) => {
    const payments = instructions.map((instruction) =>
      transaction(instruction, sepaAmount(instruction.amount, `Payment ${instruction.endToEndId}`, 'paid')),
    );
    return {
      ...blockOpening(
        messageId,
        index,
        'TRF',
        payments.map((payment) => payment.Amt.InstdAmt['#text']),
      ),
      PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
      // Version 09 says whether the day is a date or a moment; a SEPA transfer executes on a day.
      ReqdExctnDt: { Dt: executionDate },
      Dbtr: { Nm: toSepaText(content.debtor.name, 70) },
      DbtrAcct: { Id: { IBAN: compactIban(content.debtor.account.iban) } },
      DbtrAgt: agentOf(content.debtor.account),
      ChrgBr: 'SLEV',
      CdtTrfTxInf: payments,
    };
  });
  return sepaMessage(
    {
      namespace: creditTransferNamespace,
      root: 'CstmrCdtTrfInitn',
      messageId,
      createdAt: content.createdAt,
      initiatingParty: content.debtor.name,
    },
    paymentInformation,
  );
}

/** The instructions of each execution date, earliest first, empty dates left out. */
function byExecutionDate(batches: readonly CreditTransferBatch[]) {
  const days = new Map<string, CreditTransferInstruction[]>();
  const ordered = [...batches].sort((one, other) => one.executionDate.localeCompare(other.executionDate));
  for (const batch of ordered) {
    if (batch.instructions.length === 0) continue;
    days.set(batch.executionDate, [...(days.get(batch.executionDate) ?? []), ...batch.instructions]);
  }
  return days;
}

function transaction(instruction: CreditTransferInstruction, amount: MoneyValue) {
  const { creditor } = instruction;
  const bic = bicOf(creditor.account);
  return {
    PmtId: { EndToEndId: requiredIdentifier('end-to-end id', instruction.endToEndId, 35) },
    Amt: { InstdAmt: { '#text': amount.toFixed(2), '@Ccy': 'EUR' } },
    // The creditor's bank is optional in SEPA: it is named only when its BIC is known.
    CdtrAgt: bic ? { FinInstnId: { BICFI: bic } } : undefined,
    Cdtr: { Nm: toSepaText(creditor.name, 70) || 'NOTPROVIDED' },
    CdtrAcct: { Id: { IBAN: compactIban(creditor.account.iban) } },
    RmtInf: instruction.remittance ? { Ustrd: toSepaText(instruction.remittance, 140) } : undefined,
  };
}
