/**
 * Lessor's finance engine against @formulajs/formulajs and `financial`, in one run.
 * Run from the repository root: npx node bench/finance/finance.bench.ts
 */
import { IPMT, IRR, PMT, XIRR } from '@formulajs/formulajs';
import { irr, paymentPlan, pmt, xirr } from '@lessor/domain/finance';
import { ipmt as financialIpmt, irr as financialIrr, pmt as financialPmt } from 'financial';
import { spreadsheetPlan } from './competitor-plans.ts';
import { type Contender, compare, sinkValue } from './measure.ts';

// Varying inputs, so that no call is constant-folded.
const rates = Array.from({ length: 64 }, (_, k) => (0.01 + k * 0.001) / 12);
function pick<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('Nothing to pick from');
  return item;
}

function lease(months: number, seed: number): number[] {
  return [-50_000, ...Array.from({ length: months }, (_, k) => 950 + ((k * 37 + seed * 11) % 200))];
}
const leases = Array.from({ length: 16 }, (_, seed) => lease(60, seed));

// Weekly rents after an investment: about 14 % a year over 100 flows, 3 % over 1,000.
function datedFlows(count: number, seed: number): { values: number[]; dates: Date[] } {
  const rent = count === 100 ? 1_150 : 130;
  const values = [-100_000, ...Array.from({ length: count - 1 }, (_, k) => rent + ((k * 13 + seed) % 40))];
  const dates = values.map((_, k) => new Date(Date.UTC(2020, 0, 1 + 7 * k + (k % 3))));
  return { values, dates };
}
const dated100 = Array.from({ length: 8 }, (_, seed) => datedFlows(100, seed));
const dated1000 = Array.from({ length: 4 }, (_, seed) => datedFlows(1_000, seed));

const suites: { title: string; contenders: Contender[] }[] = [
  {
    title: 'pmt (360 months)',
    contenders: [
      { name: 'lessor', run: (i) => pmt(pick(rates, i), 360, 200_000) },
      { name: 'formulajs', run: (i) => PMT(pick(rates, i), 360, 200_000) },
      { name: 'financial', run: (i) => financialPmt(pick(rates, i), 360, 200_000) },
    ],
  },
  {
    title: 'irr (61 flows)',
    contenders: [
      { name: 'lessor', run: (i) => irr(pick(leases, i)) },
      { name: 'formulajs', run: (i) => IRR(pick(leases, i)) },
      { name: 'financial', run: (i) => financialIrr(pick(leases, i)) },
    ],
  },
  {
    title: 'xirr (100 flows)',
    contenders: [
      { name: 'lessor', run: (i) => xirr(pick(dated100, i).values, pick(dated100, i).dates) },
      { name: 'formulajs', run: (i) => XIRR(pick(dated100, i).values, pick(dated100, i).dates) },
    ],
  },
  {
    title: 'xirr (1,000 flows)',
    contenders: [
      { name: 'lessor', run: (i) => xirr(pick(dated1000, i).values, pick(dated1000, i).dates) },
      { name: 'formulajs', run: (i) => XIRR(pick(dated1000, i).values, pick(dated1000, i).dates) },
    ],
  },
  {
    title: 'paymentPlan (360 rows)',
    contenders: [
      {
        name: 'lessor',
        run: (i) =>
          paymentPlan({ amount: 200_000, rate: pick(rates, i) * 12, count: 360, startDate: '2025-01-15' })
            .rows.length,
      },
      { name: 'formulajs', run: (i) => spreadsheetPlan(PMT, IPMT, 200_000, pick(rates, i), 360).length },
      {
        name: 'financial',
        run: (i) => spreadsheetPlan(financialPmt, financialIpmt, 200_000, pick(rates, i), 360).length,
      },
    ],
  },
];

const format = (value: number) => Math.round(value).toLocaleString('en-US');
console.log(`Node ${process.version}, ${process.platform} ${process.arch}`);
for (const suite of suites) {
  const results = compare(suite.contenders);
  const lessor = results.find((result) => result.name === 'lessor')?.opsPerSecond ?? 0;
  const others = results.filter((result) => result.name !== 'lessor');
  const fastest = Math.max(...others.map((result) => result.opsPerSecond));
  console.log(`\n${suite.title}`);
  for (const result of results) {
    const ratio = result.name === 'lessor' ? '' : `  lessor is ${(lessor / result.opsPerSecond).toFixed(2)}x`;
    console.log(`  ${result.name.padEnd(10)} ${format(result.opsPerSecond).padStart(12)} ops/s${ratio}`);
  }
  console.log(`  lessor / fastest other: ${(lessor / fastest).toFixed(2)}`);
  if (suite.title.startsWith('xirr (1,000'))
    console.log(`  lessor: ${(1_000 / lessor).toFixed(3)} ms per XIRR of 1,000 flows`);
}
if (Number.isNaN(sinkValue())) console.log('(a contender answered NaN on some input)');
