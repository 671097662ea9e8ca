import { Money } from '../finance/money.ts';
import { compactIban } from './sepa-file-parts.ts';

/** An invoice (or a cashflow) waiting for its money, as matching needs it. */
export interface OpenItem {
  id: string;
  /** The invoice's registration, which a payer copies into the remittance text. */
  reference: string;
  /** The end-to-end id the item was collected under, when a direct-debit file carried it. */
  endToEndId?: string;
  mandateReference?: string;
  amountDue: string;
  dueOn?: string;
  payerIban?: string;
}

/** A payment as the statement tells it (see `readBankStatements`). */
export interface IncomingPayment {
  amount: string;
  endToEndId?: string;
  mandateId?: string;
  counterparty: { iban?: string };
  remittance?: string;
  returnReason?: string;
  bookedOn?: string;
}

/** How a payment was tied to an item, strongest first. */
export type MatchRule =
  | 'END_TO_END_ID'
  | 'REFERENCE_IN_TEXT'
  | 'MANDATE'
  | 'AMOUNT_AND_PAYER'
  | 'AMOUNT_ALONE';

export interface PaymentMatch {
  item: OpenItem;
  rule: MatchRule;
  /** 0 to 1: how sure the match is; at `confidentAt` and above it is allocated without a clerk. */
  confidence: number;
  /** The payment is a returned direct debit (its reason code): the item is reopened, not paid. */
  returned?: string;
}

/** The confidence from which a match is allocated by itself; below, a clerk decides. */
export const confidentAt = 0.85;

/**
 * The open items of a tenant indexed the ways a payment can name them, built once for a whole
 * statement: each payment then costs a few map lookups, whatever the number of items.
 */
export class OpenItemIndex {
  readonly #byEndToEndId = new Map<string, OpenItem>();
  readonly #byReference = new Map<string, OpenItem>();
  readonly #byMandate = new Map<string, OpenItem[]>();
  readonly #byPayerAndAmount = new Map<string, OpenItem[]>();
  readonly #byAmount = new Map<string, OpenItem[]>();

  constructor(items: Iterable<OpenItem>) {
    for (const item of items) {
      if (item.endToEndId) this.#byEndToEndId.set(item.endToEndId, item);
      this.#byReference.set(normalised(item.reference), item);
      const amount = amountKey(item.amountDue);
      if (item.mandateReference) push(this.#byMandate, item.mandateReference, item);
      if (item.payerIban) push(this.#byPayerAndAmount, `${compactIban(item.payerIban)} ${amount}`, item);
      push(this.#byAmount, amount, item);
    }
  }

  /**
   * The item a payment pays, by the strongest rule that finds exactly one: its end-to-end id, an
   * invoice reference in its remittance text, its mandate, then its amount with the payer's IBAN,
   * then its amount alone. A partial or excess payment is still matched, less surely.
   */
  match(payment: IncomingPayment): PaymentMatch | undefined {
    const found = this.#find(payment);
    if (!found) return undefined;
    const exact = amountKey(found.item.amountDue) === amountKey(payment.amount);
    const confidence = exact ? found.confidence : found.confidence - 0.3;
    return payment.returnReason
      ? { ...found, confidence, returned: payment.returnReason }
      : { ...found, confidence };
  }

  #find(payment: IncomingPayment): Omit<PaymentMatch, 'returned'> | undefined {
    const byEndToEnd = payment.endToEndId && this.#byEndToEndId.get(payment.endToEndId);
    if (byEndToEnd) return { item: byEndToEnd, rule: 'END_TO_END_ID', confidence: 1 };
    const referenced = this.#referencedIn(payment.remittance);
    if (referenced) return { item: referenced, rule: 'REFERENCE_IN_TEXT', confidence: 0.95 };
    const amount = amountKey(payment.amount);
    const underMandate = payment.mandateId ? this.#byMandate.get(payment.mandateId) : undefined;
    if (underMandate?.length) {
      const sameAmount = underMandate.filter((item) => amountKey(item.amountDue) === amount);
      const item = nearestDue(sameAmount.length > 0 ? sameAmount : underMandate, payment.bookedOn);
      if (item) return { item, rule: 'MANDATE', confidence: sameAmount.length === 1 ? 0.9 : 0.8 };
    }
    const iban = payment.counterparty.iban && compactIban(payment.counterparty.iban);
    const fromPayer = iban ? this.#byPayerAndAmount.get(`${iban} ${amount}`) : undefined;
    if (fromPayer?.length) {
      const item = nearestDue(fromPayer, payment.bookedOn);
      if (item) return { item, rule: 'AMOUNT_AND_PAYER', confidence: fromPayer.length === 1 ? 0.85 : 0.7 };
    }
    const sameAmount = this.#byAmount.get(amount);
    if (sameAmount?.length === 1 && sameAmount[0]) {
      return { item: sameAmount[0], rule: 'AMOUNT_ALONE', confidence: 0.5 };
    }
    return undefined;
  }

  /**
   * An item whose reference the text holds, written as the payer wrote it: 'INV00000101',
   * 'inv 00000101' or 'INV-00000101' (a word alone, or two neighbouring words run together).
   */
  #referencedIn(text: string | undefined): OpenItem | undefined {
    if (!text) return undefined;
    const words = text
      .toUpperCase()
      .split(/[^A-Z0-9]+/)
      .filter(Boolean);
    for (const [index, word] of words.entries()) {
      const alone = this.#byReference.get(word);
      if (alone) return alone;
      const next = words[index + 1];
      const joined = next && this.#byReference.get(word + next);
      if (joined) return joined;
    }
    return undefined;
  }
}

/** Among items, the one due nearest to the day the money came (the first when no day is known). */
function nearestDue(items: readonly OpenItem[], bookedOn: string | undefined): OpenItem | undefined {
  if (!bookedOn) return items[0];
  const distance = (item: OpenItem) =>
    item.dueOn ? Math.abs(Date.parse(item.dueOn) - Date.parse(bookedOn)) : Number.POSITIVE_INFINITY;
  return items.reduce<OpenItem | undefined>(
    (best, item) => (best === undefined || distance(item) < distance(best) ? item : best),
    undefined,
  );
}

function push<K>(map: Map<K, OpenItem[]>, key: K, item: OpenItem) {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

const normalised = (reference: string) => reference.toUpperCase().replace(/[^A-Z0-9]/g, '');
/** Amounts compared as cents: '12.5' and '12.50' are one amount; what is no amount matches none. */
function amountKey(amount: string): string {
  try {
    return new Money(amount).toFixed(2);
  } catch {
    return 'no amount';
  }
}
