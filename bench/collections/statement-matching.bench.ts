// A bank statement of BENCH_PAYMENTS payments (default 50,000) in camt.053.001.08, generated as a
// bank writes one after a month's collection file, read and matched against BENCH_OPEN (default
// 200,000) open invoices: seconds for each step, and the share matched surely enough to be
// allocated without a clerk, among the payments whose remittance or end-to-end id names an invoice
// (target 95 %), and among all. The set mixes what a statement holds: direct debits carrying their
// end-to-end id, returns with their reason, transfers naming the invoice as payers write it
// (exactly, in lower case, with a dash or a space, 2 % of them with a wrong digit), transfers that
// name nothing, and strangers' money.
// Run: npx node bench/collections/statement-matching.bench.ts
import { loadavg } from 'node:os';
import {
  balanceMismatch,
  confidentAt,
  type OpenItem,
  OpenItemIndex,
  readBankStatements,
} from '@lessor/domain/collections';
import { type BankStatementFileEntry, camt053Xml } from '@lessor/domain/testing';
import { iso20022Problems } from '../../packages/server/src/collections/validate-iso20022.ts';

const openCount = Number(process.env.BENCH_OPEN ?? 200_000);
const paymentCount = Number(process.env.BENCH_PAYMENTS ?? 50_000);
const load = loadavg().map((value) => value.toFixed(1));

// A fixed pseudo-random sequence, so every run measures the same set.
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const reference = (index: number) => `INV${String(index + 1).padStart(8, '0')}`;
const ibanOf = (client: number) => `FR76300060000${String(client).padStart(11, '0')}89`;

const items: OpenItem[] = Array.from({ length: openCount }, (_, index) => {
  const client = index % (openCount / 5);
  return {
    id: String(index),
    reference: reference(index),
    ...(index % 10 < 6 ? { endToEndId: reference(index), mandateReference: `RUM-${client}` } : {}),
    amountDue: (Math.floor(random() * 250_000) / 100 + 10).toFixed(2),
    dueOn: '2026-12-05',
    payerIban: ibanOf(client),
  };
});

type Kind = 'DIRECT_DEBIT' | 'RETURN' | 'TRANSFER_NAMED' | 'TRANSFER_UNNAMED' | 'STRANGER';
interface Generated {
  kind: Kind;
  item?: OpenItem;
  entry: BankStatementFileEntry;
  named: boolean;
}
const kindOf = (draw: number): Kind =>
  draw < 0.57
    ? 'DIRECT_DEBIT'
    : draw < 0.6
      ? 'RETURN'
      : draw < 0.9
        ? 'TRANSFER_NAMED'
        : draw < 0.98
          ? 'TRANSFER_UNNAMED'
          : 'STRANGER';
const written = (text: string, draw: number) =>
  draw < 0.4
    ? `Payment ${text}`
    : draw < 0.6
      ? `inv ${text.slice(3)}`
      : draw < 0.8
        ? `Facture INV-${text.slice(3)} loyer`
        : `${text} contract CTR${text.slice(3)}`;

const entries: Generated[] = [];
for (let index = 0; index < paymentCount; index++) {
  const kind = kindOf(random());
  // Direct debits and returns pick among collected items (the first six of every ten).
  const pick =
    Math.floor(random() * (openCount / 10)) * 10 +
    (kind === 'DIRECT_DEBIT' || kind === 'RETURN' ? Math.floor(random() * 6) : 6 + Math.floor(random() * 4));
  const item = kind === 'STRANGER' ? undefined : items[pick];
  let remittance = '';
  if (kind === 'TRANSFER_NAMED' && item) {
    const typo = random() < 0.02;
    const text = typo
      ? `${item.reference.slice(0, -1)}${(Number(item.reference.slice(-1)) + 1) % 10}`
      : item.reference;
    remittance = written(text, random());
  } else if (kind === 'TRANSFER_UNNAMED') remittance = 'Loyer decembre';
  else if (kind === 'STRANGER') remittance = 'Refund';
  const amount = item?.amountDue ?? (Math.floor(random() * 100_000) / 100 + 1).toFixed(2);
  const debit = kind === 'RETURN';
  const endToEndId = kind === 'DIRECT_DEBIT' || kind === 'RETURN' ? item?.endToEndId : undefined;
  const iban = item?.payerIban ?? ibanOf(9_999_999);
  entries.push({
    kind,
    item,
    named: Boolean(endToEndId) || kind === 'TRANSFER_NAMED',
    entry: {
      reference: `BANKREF${index + 1}`,
      amount,
      direction: debit ? 'DBIT' : 'CRDT',
      bookedOn: '2026-12-07',
      valueOn: '2026-12-07',
      transactions: [
        {
          amount,
          endToEndId,
          mandateId: endToEndId ? item?.mandateReference : undefined,
          counterparty: { name: 'Client', iban },
          remittance: remittance || undefined,
          returnReason: debit ? 'AM04' : undefined,
        },
      ],
    },
  });
}

const statementXml = camt053Xml({
  messageId: 'STMT20261207',
  id: 'STMT20261207-1',
  createdAt: new Date('2026-12-07T22:00:00Z'),
  account: { iban: 'FR7630001007941234567890185', currency: 'EUR' },
  openingBalance: '1000000.00',
  entries: entries.map((generated) => generated.entry),
});
const problems = await iso20022Problems(statementXml, 'camt.053.001.08');
if (problems.length > 0)
  throw new Error(`the generated statement is not valid: ${problems.slice(0, 3).join('; ')}`);

const indexStart = performance.now();
const index = new OpenItemIndex(items);
const indexSeconds = (performance.now() - indexStart) / 1000;
const readStart = performance.now();
const [statement] = readBankStatements(statementXml);
const readSeconds = (performance.now() - readStart) / 1000;
if (!statement) throw new Error('no statement read');
const mismatch = balanceMismatch(statement);
if (mismatch) throw new Error(mismatch);
const matchStart = performance.now();
const matches = statement.entries.map((entry) =>
  entry.transactions.map((payment) => index.match({ ...payment, bookedOn: entry.bookedOn })),
);
const matchSeconds = (performance.now() - matchStart) / 1000;

let named = 0;
let namedSure = 0;
let sure = 0;
let wrong = 0;
for (const [position, generated] of entries.entries()) {
  const match = matches[position]?.[0];
  const isSure = match !== undefined && match.confidence >= confidentAt;
  if (isSure) sure++;
  if (isSure && match.item !== generated.item) wrong++;
  if (generated.named) {
    named++;
    if (isSure) namedSure++;
  }
}
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
console.log(`load average before: ${load.join(' ')}`);
console.log(
  `${statement.entries.length} payments (${(statementXml.length / 1024 / 1024).toFixed(1)} MB of camt.053.001.08, valid against the XSD) against ${openCount} open invoices`,
);
console.log(
  `open invoices indexed in ${indexSeconds.toFixed(2)} s, statement read in ${readSeconds.toFixed(2)} s, matched in ${matchSeconds.toFixed(2)} s: ${(indexSeconds + readSeconds + matchSeconds).toFixed(2)} s in all`,
);
console.log(
  `allocated without a clerk: ${percent(namedSure, named)} of the ${named} payments naming an invoice (target 95 %), ${percent(sure, entries.length)} of all; sure matches to the wrong invoice: ${wrong}`,
);
