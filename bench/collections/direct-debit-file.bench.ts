// A month's direct-debit collection file of BENCH_INSTALMENTS instalments (default 50,000): built
// as pain.008.001.08 (text made SEPA-safe, amounts summed exactly), then validated against the
// official XSD by libxml2 in WebAssembly. Seconds for each step, the file's size, and the process's
// peak resident memory above its level before; the floor it is compared with is JSON.stringify of
// the same instalments, the least any serialiser of them costs.
// Run: npx node bench/collections/direct-debit-file.bench.ts
import { loadavg } from 'node:os';
import { type DirectDebitInstruction, directDebitFile } from '@lessor/domain/collections';
import { iso20022Problems } from '../../packages/server/src/collections/validate-iso20022.ts';
import { sampleMemory } from '../shared/sample-memory.ts';

const count = Number(process.env.BENCH_INSTALMENTS ?? 50_000);
const load = loadavg().map((value) => value.toFixed(1));
const names = ['Émilie Durand', 'Müller GmbH', 'Transports Łukasz', 'Garage du Port SARL', 'José Nuñez'];
const ibans = ['FR7630006000011234567890189', 'DE02120300000000202051', 'BE71096123456769'];

const instructions: DirectDebitInstruction[] = Array.from({ length: count }, (_, index) => {
  const number = String(index + 1).padStart(8, '0');
  return {
    endToEndId: `INV${number}`,
    // Amounts of every size in cents, so the control sum is a real sum of decimals.
    amount: (((index * 7919) % 250_000) / 100 + 0.01).toFixed(2),
    mandate: {
      reference: `RUM-CTR${number}`,
      signedOn: '2025-01-15',
      ...(index % 100 === 0 ? { amendment: { previousIban: 'DE89370400440532013000' } } : {}),
    },
    debtor: { name: names[index % names.length] ?? '', account: { iban: ibans[index % ibans.length] ?? '' } },
    remittance: `Invoice INV${number}, contract CTR${number}, instalment ${(index % 60) + 1}/60`,
  };
});
const content = {
  messageId: 'DD20261205001',
  createdAt: new Date(),
  collectionDate: '2026-12-05',
  creditor: {
    name: 'Lessor Leasing',
    creditorId: 'FR72ZZZ123456',
    account: { iban: 'FR7630001007941234567890185', bic: 'BDFEFRPP' },
  },
  batches: [
    { scheme: 'CORE' as const, sequence: 'FRST' as const, instructions: instructions.slice(0, count / 10) },
    { scheme: 'CORE' as const, sequence: 'RCUR' as const, instructions: instructions.slice(count / 10) },
  ],
};

const floorStart = performance.now();
const json = JSON.stringify(content);
const floorSeconds = (performance.now() - floorStart) / 1000;

const memory = sampleMemory();
const buildStart = performance.now();
const file = directDebitFile(content);
const buildSeconds = (performance.now() - buildStart) / 1000;
const validateStart = performance.now();
const problems = await iso20022Problems(file.xml, 'pain.008.001.08');
const validateSeconds = (performance.now() - validateStart) / 1000;
const { rssGrowthMb, heapGrowthMb } = await memory.stop();

if (problems.length > 0) throw new Error(`the file is not valid: ${problems.slice(0, 3).join('; ')}`);
const total = buildSeconds + validateSeconds;
console.log(`load average before: ${load.join(' ')}`);
console.log(
  `${file.transactions} instalments, control sum ${file.controlSum} EUR, ${(file.xml.length / 1024 / 1024).toFixed(1)} MB of XML (JSON of the same: ${(json.length / 1024 / 1024).toFixed(1)} MB)`,
);
console.log(
  `built in ${buildSeconds.toFixed(2)} s, validated against the XSD in ${validateSeconds.toFixed(2)} s: ${total.toFixed(2)} s in all, ${Math.round(count / total)} instalments a second`,
);
console.log(
  `ratios: whole to JSON.stringify of the instalments ${(total / floorSeconds).toFixed(1)}, validation to building ${(validateSeconds / buildSeconds).toFixed(2)}`,
);
console.log(
  `memory above the baseline: resident ${rssGrowthMb.toFixed(0)} MB at its peak, heap ${heapGrowthMb.toFixed(0)} MB`,
);
