import { XMLBuilder } from 'fast-xml-parser';
import { Money, type MoneyValue } from '../finance/money.ts';
import { toSepaIdentifier, toSepaText } from './sepa-text.ts';

/** An account: its IBAN, and the bank's BIC when it is known (SEPA no longer requires it). */
export interface SepaAccount {
  iban: string;
  bic?: string;
}

/** A pain file and the figures its header states, which the bank checks it against. */
export interface SepaFile {
  xml: string;
  transactions: number;
  /** The sum of every amount, as decimal text with two decimals. */
  controlSum: string;
}

/** A payment information block's opening: its id, method, and its transactions' number and exact sum. */
export interface SepaBlockOpening {
  PmtInfId: string;
  PmtMtd: 'DD' | 'TRF';
  BtchBookg: 'true';
  NbOfTxs: string;
  CtrlSum: string;
}

// Attributes under '@'; elements left undefined are not written.
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  suppressEmptyNode: true,
});

/**
 * The opening of the file's block at `index`, numbered after the message, of the amounts (decimal
 * text) of its transactions, summed exactly: 0.10 + 0.20 is 0.30. Batch booking: the statement shows
 * one entry per block.
 */
export function blockOpening(
  messageId: string,
  index: number,
  method: SepaBlockOpening['PmtMtd'],
  amounts: readonly string[],
): SepaBlockOpening {
  return {
    PmtInfId: `${messageId}-${index + 1}`,
    PmtMtd: method,
    BtchBookg: 'true',
    NbOfTxs: String(amounts.length),
    CtrlSum: amounts.reduce((sum, amount) => sum.plus(amount), new Money(0)).toFixed(2),
  };
}

/**
 * A pain message: its group header (message id, creation time, the number of transactions and the
 * control sum of its blocks, the party initiating it) and its blocks, under `root` in `namespace`.
 */
export function sepaMessage(
  message: { namespace: string; root: string; messageId: string; createdAt: Date; initiatingParty: string },
  blocks: readonly (SepaBlockOpening & Record<string, unknown>)[],
): SepaFile {
  const transactions = blocks.reduce((count, block) => count + Number(block.NbOfTxs), 0);
  const controlSum = blocks.reduce((sum, block) => sum.plus(block.CtrlSum), new Money(0)).toFixed(2);
  const document = {
    '?xml': { '@version': '1.0', '@encoding': 'UTF-8' },
    Document: {
      '@xmlns': message.namespace,
      [message.root]: {
        GrpHdr: {
          MsgId: message.messageId,
          CreDtTm: message.createdAt.toISOString().slice(0, 19),
          NbOfTxs: String(transactions),
          CtrlSum: controlSum,
          InitgPty: { Nm: toSepaText(message.initiatingParty, 70) },
        },
        PmtInf: blocks,
      },
    },
  };
  return { xml: builder.build(document), transactions, controlSum };
}

const largestAmount = new Money('999999999.99');

/**
 * An amount a SEPA file carries, exact: more than zero, at most 999,999,999.99, two decimals at
 * most. Throws a RangeError naming the payment (`Collection INV7`) and what it cannot be (`collected`).
 */
export function sepaAmount(amount: string, payment: string, verb: string): MoneyValue {
  let value: MoneyValue;
  try {
    value = new Money(amount);
  } catch {
    throw new RangeError(`${payment}: "${amount}" is not an amount`);
  }
  if (value.lte(0) || value.gt(largestAmount) || value.decimalPlaces() > 2) {
    throw new RangeError(
      `${payment}: ${amount} EUR cannot be ${verb} (more than 0, at most 999,999,999.99, two decimals)`,
    );
  }
  return value;
}

/**
 * An identifier as given, when SEPA can carry it so: it travels to the bank and back on the
 * statement, where matching reads it, so it is refused rather than changed.
 */
export function requiredIdentifier(name: string, value: string, max: number): string {
  const identifier = toSepaIdentifier(value);
  if (!identifier || identifier.length > max || identifier !== value) {
    throw new RangeError(`The ${name} "${value}" is not a SEPA identifier of at most ${max} characters`);
  }
  return identifier;
}

/** The bank by its BIC, or 'NOTPROVIDED' as the EPC guidelines ask when only the IBAN is known. */
export function agentOf(account: SepaAccount) {
  const bic = bicOf(account);
  return { FinInstnId: bic ? { BICFI: bic } : { Othr: { Id: 'NOTPROVIDED' } } };
}

/** The BIC as a file carries it, undefined when unknown. */
export const bicOf = (account: SepaAccount) => account.bic?.replace(/\s/g, '').toUpperCase() || undefined;

/** An IBAN as a file carries it: no spaces, capitals. */
export const compactIban = (iban: string) => iban.replace(/\s/g, '').toUpperCase();
