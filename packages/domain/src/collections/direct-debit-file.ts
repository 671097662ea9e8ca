import type { MoneyValue } from '../finance/money.ts';
import {
  agentOf,
  blockOpening,
  compactIban,
  requiredIdentifier,
  type SepaAccount,
  type SepaFile,
  sepaAmount,
  sepaMessage,
} from './sepa-file-parts.ts';
import { toSepaText } from './sepa-text.ts';

/** The ISO 20022 message a SEPA direct-debit collection file is. */
export const directDebitNamespace = 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.08';

/** CORE collects from consumers and businesses; B2B from businesses alone, with no refund right. */
export type DirectDebitScheme = 'CORE' | 'B2B';
/** First collection of a mandate, a recurring one, the last one, or the only one (ISO 20022 codes). */
export type DirectDebitSequence = 'FRST' | 'RCUR' | 'FNAL' | 'OOFF';

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
export type DirectDebitFile = SepaFile;

/**
 * A SEPA direct-debit collection file in ISO 20022 pain.008.001.08, as the EPC implementation
 * guidelines fill it: text in SEPA's character set, amounts exact, each batch and the file with its
 * number of transactions and control sum. Throws a RangeError naming the collection whose amount or
 * identifiers cannot be carried; empty batches are left out.
 */
export function directDebitFile(content: DirectDebitFileContent): DirectDebitFile {
  const messageId = requiredIdentifier('message id', content.messageId, 30);
  const batches = content.batches.filter((batch) => batch.instructions.length > 0);
  const paymentInformation = batches.map((batch, index) => {
    const collections = batch.instructions.map((instruction) =>
      transaction(
        instruction,
        sepaAmount(instruction.amount, `Collection ${instruction.endToEndId}`, 'collected'),
      ),
    );
    return {
      ...blockOpening(
        messageId,
        index,
        'DD',
        collections.map((collection) => collection.InstdAmt['#text']),
      ),
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
  return sepaMessage(
    {
      namespace: directDebitNamespace,
      root: 'CstmrDrctDbtInitn',
      messageId,
      createdAt: content.createdAt,
      initiatingParty: content.creditor.name,
    },
    paymentInformation,
  );
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
