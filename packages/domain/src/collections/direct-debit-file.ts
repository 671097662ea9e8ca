import { XMLBuilder } from 'fast-xml-parser';
import { Money, type MoneyValue } from '../finance/money.ts';
import { toSepaIdentifier, toSepaText } from './sepa-text.ts';

/** The ISO 20022 message a SEPA direct-debit collection file is. */
export const directDebitNamespace = 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.08';

/** CORE collects from consumers and businesses; B2B from businesses alone, with no refund right. */
export type DirectDebitScheme = 'CORE' | 'B2B';
/** First collection of a mandate, a recurring one, the last one, or the only one (ISO 20022 codes). */
export type DirectDebitSequence = 'FRST' | 'RCUR' | 'FNAL' | 'OOFF';

/** An account: its IBAN, and the bank's BIC when it is known (SEPA no longer requires it). */
export interface SepaAccount {
  iban: string;
  bic?: string;
}

/** What changed in a mandate since its last collection, which the debtor's bank must be told. */
export interface MandateAmendment {
  /** The mandate's reference before it changed. */
  previousReference?: string;
  /** The creditor identifier (and its name) the mandate was collected under before. */
  previousCreditor?: { creditorId: string; name?: string };
  /** The debtor's IBAN before, at the same bank. */
  previousIban?: string;
  /** The debtor moved the account to another bank: the collection is then a first one again. */
  debtorBankChanged?: boolean;
}

/** One collection from one debtor: an instalment, under the mandate the debtor signed. */
export interface DirectDebitInstruction {
  /** Travels to the debtor's bank and back on the statement: how a payment is matched to its invoice. */
  endToEndId: string;
  /** In euros, as decimal text ('761.38'): more than zero, at most two decimals. */
  amount: string;
  mandate: { reference: string; signedOn: string; amendment?: MandateAmendment };
  debtor: { name: string; account: SepaAccount };
  /** What the debtor reads on the statement: an invoice number, a contract (140 characters). */
  remittance?: string;
}

/** Collections of one scheme and sequence: one payment information block of the file. */
export interface DirectDebitBatch {
  scheme: DirectDebitScheme;
  sequence: DirectDebitSequence;
  instructions: readonly DirectDebitInstruction[];
}

/** A collection file: one creditor account, one collection date, its batches. */
export interface DirectDebitFileContent {
  /** Unique per creditor and file, at most 30 characters (batches add a suffix). */
  messageId: string;
  createdAt: Date;
  /** The date the debtors are debited, YYYY-MM-DD. */
  collectionDate: string;
  creditor: { name: string; creditorId: string; account: SepaAccount };
  batches: readonly DirectDebitBatch[];
}

/** The file and the figures its header states, which the bank checks it against. */
export interface DirectDebitFile {
  xml: string;
  transactions: number;
  /** The sum of every amount, as decimal text with two decimals. */
  controlSum: string;
}

const largestAmount = new Money('999999999.99');
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  suppressEmptyNode: true,
});

/**
 * A SEPA direct-debit collection file in ISO 20022 pain.008.001.08, as the EPC implementation
 * guidelines fill it: text in SEPA's character set, amounts exact, each batch and the file with its
 * number of transactions and control sum. Throws a RangeError naming the collection whose amount or
 * identifiers cannot be carried; empty batches are left out.
 */
export function directDebitFile(content: DirectDebitFileContent): DirectDebitFile {
  const messageId = requiredIdentifier('message id', content.messageId, 30);
  const batches = content.batches.filter((batch) => batch.instructions.length > 0);
  let fileSum = new Money(0);
  let transactions = 0;
  const paymentInformation = batches.map((batch, index) => {
    const collections = batch.instructions.map((instruction) =>
      transaction(instruction, amountOf(instruction)),
    );
    const batchSum = collections.reduce(
      (sum, collection) => sum.plus(collection.InstdAmt['#text']),
      new Money(0),
    );
    fileSum = fileSum.plus(batchSum);
    transactions += batch.instructions.length;
    return {
      PmtInfId: `${messageId}-${index + 1}`,
      PmtMtd: 'DD',
      BtchBookg: 'true',
      NbOfTxs: String(batch.instructions.length),
      CtrlSum: batchSum.toFixed(2),
      PmtTpInf: { SvcLvl: { Cd: 'SEPA' }, LclInstrm: { Cd: batch.scheme }, SeqTp: batch.sequence },
      ReqdColltnDt: content.collectionDate,
      Cdtr: { Nm: toSepaText(content.creditor.name, 70) },
      CdtrAcct: { Id: { IBAN: compactIban(content.creditor.account.iban) } },
      CdtrAgt: agentOf(content.creditor.account),
      ChrgBr: 'SLEV',
      CdtrSchmeId: creditorSchemeId(content.creditor.creditorId),
      DrctDbtTxInf: collections,
    };
  });
  const document = {
    '?xml': { '@version': '1.0', '@encoding': 'UTF-8' },
    Document: {
      '@xmlns': directDebitNamespace,
      CstmrDrctDbtInitn: {
        GrpHdr: {
          MsgId: messageId,
          CreDtTm: content.createdAt.toISOString().slice(0, 19),
          NbOfTxs: String(transactions),
          CtrlSum: fileSum.toFixed(2),
          InitgPty: { Nm: toSepaText(content.creditor.name, 70) },
        },
        PmtInf: paymentInformation,
      },
    },
  };
  return { xml: builder.build(document), transactions, controlSum: fileSum.toFixed(2) };
}

function transaction(instruction: DirectDebitInstruction, amount: MoneyValue) {
  const { mandate, debtor } = instruction;
  const amendment = mandate.amendment && amendmentDetails(mandate.amendment);
  return {
    PmtId: { EndToEndId: requiredIdentifier('end-to-end id', instruction.endToEndId, 35) },
    InstdAmt: { '#text': amount.toFixed(2), '@Ccy': 'EUR' },
    DrctDbtTx: {
      MndtRltdInf: {
        MndtId: requiredIdentifier('mandate reference', mandate.reference, 35),
        DtOfSgntr: mandate.signedOn,
        AmdmntInd: amendment ? 'true' : 'false',
        AmdmntInfDtls: amendment,
      },
    },
    DbtrAgt: agentOf(debtor.account),
    Dbtr: { Nm: toSepaText(debtor.name, 70) || 'NOTPROVIDED' },
    DbtrAcct: { Id: { IBAN: compactIban(debtor.account.iban) } },
    RmtInf: instruction.remittance ? { Ustrd: toSepaText(instruction.remittance, 140) } : undefined,
  };
}

function amountOf(instruction: DirectDebitInstruction): MoneyValue {
  let amount: MoneyValue;
  try {
    amount = new Money(instruction.amount);
  } catch {
    throw new RangeError(`Collection ${instruction.endToEndId}: "${instruction.amount}" is not an amount`);
  }
  if (amount.lte(0) || amount.gt(largestAmount) || amount.decimalPlaces() > 2) {
    throw new RangeError(
      `Collection ${instruction.endToEndId}: ${instruction.amount} EUR cannot be collected (more than 0, at most 999,999,999.99, two decimals)`,
    );
  }
  return amount;
}

/** Only what changed is stated; a new bank is 'SMNDA' (same mandate, new debtor agent). */
function amendmentDetails(amendment: MandateAmendment) {
  const previousAccount = amendment.debtorBankChanged
    ? { Id: { Othr: { Id: 'SMNDA' } } }
    : amendment.previousIban
      ? { Id: { IBAN: compactIban(amendment.previousIban) } }
      : undefined;
  const details = {
    OrgnlMndtId:
      amendment.previousReference &&
      requiredIdentifier('previous mandate reference', amendment.previousReference, 35),
    OrgnlCdtrSchmeId: amendment.previousCreditor && {
      Nm: amendment.previousCreditor.name && toSepaText(amendment.previousCreditor.name, 70),
      ...creditorSchemeId(amendment.previousCreditor.creditorId),
    },
    OrgnlDbtrAcct: previousAccount,
  };
  return Object.values(details).some((value) => value !== undefined) ? details : undefined;
}

function creditorSchemeId(creditorId: string) {
  return { Id: { PrvtId: { Othr: { Id: compactIban(creditorId), SchmeNm: { Prtry: 'SEPA' } } } } };
}

/** The bank by its BIC, or 'NOTPROVIDED' as the EPC guidelines ask when only the IBAN is known. */
function agentOf(account: SepaAccount) {
  const bic = account.bic?.replace(/\s/g, '').toUpperCase();
  return { FinInstnId: bic ? { BICFI: bic } : { Othr: { Id: 'NOTPROVIDED' } } };
}

const compactIban = (iban: string) => iban.replace(/\s/g, '').toUpperCase();

function requiredIdentifier(name: string, value: string, max: number): string {
  const identifier = toSepaIdentifier(value);
  if (!identifier || identifier.length > max || identifier !== value) {
    throw new RangeError(`The ${name} "${value}" is not a SEPA identifier of at most ${max} characters`);
  }
  return identifier;
}
