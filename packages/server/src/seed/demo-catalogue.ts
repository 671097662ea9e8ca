import type { AssetKind } from './demo-people.ts';

type Body = Record<string, unknown>;

/** What a contract of a product is: its contract type, its kind (LEASE, LOAN, RENTAL) and what it finances. */
export interface DemoProduct {
  code: string;
  name: string;
  contractType: 'LEASE' | 'OPERATING_LEASE' | 'HIRE_PURCHASE' | 'LOAN';
  kind: 'LEASE' | 'LOAN' | 'RENTAL';
  assetKind: AssetKind;
  /** The product's base rate, a fraction; its rate table adds to it by duration and amount. */
  rate: number;
  status: 'ACTIVE' | 'DRAFT' | 'RETIRED';
  /** The fund that refinances the product's contracts. */
  fund?: string;
}

/** A refinancing source, by the code the products name it with. */
export interface DemoFund {
  code: string;
  name: string;
  type: string;
  financingType: string;
  financingNature: string;
  financingFinality: string;
  status: 'ACTIVE' | 'CLOSED';
  startDate: string;
  endDate?: string;
  /** The fund's cost of money, a fraction below the products' rates. */
  rate: number;
}

export const demoFunds: readonly DemoFund[] = [
  {
    code: 'BANK',
    name: 'Banque Atlantique refinancing line',
    type: 'BANK',
    financingType: 'LOAN',
    financingNature: 'WITH_RECOURSE',
    financingFinality: 'EQUIPMENT',
    status: 'ACTIVE',
    startDate: '2019-01-01',
    rate: 0.029,
  },
  {
    code: 'FCT',
    name: 'Demo Leasing Auto Receivables FCT',
    type: 'SECURITISATION_VEHICLE',
    financingType: 'SECURITISATION',
    financingNature: 'WITHOUT_RECOURSE',
    financingFinality: 'VEHICLE',
    status: 'ACTIVE',
    startDate: '2021-06-01',
    rate: 0.031,
  },
  {
    code: 'GREEN',
    name: 'Green Equipment Fund',
    type: 'INVESTMENT_FUND',
    financingType: 'SALE_OF_RECEIVABLES',
    financingNature: 'WITHOUT_RECOURSE',
    financingFinality: 'EQUIPMENT',
    status: 'ACTIVE',
    startDate: '2022-03-01',
    rate: 0.027,
  },
  {
    code: 'LINE2016',
    name: '2016 syndicated refinancing line',
    type: 'BANK',
    financingType: 'LOAN',
    financingNature: 'WITH_RECOURSE',
    financingFinality: 'WORKING_CAPITAL',
    status: 'CLOSED',
    startDate: '2016-01-01',
    endDate: '2021-12-31',
    rate: 0.021,
  },
];

/** The demo's products: each one's contract type and kind agree with its name. */
export const demoProducts: readonly DemoProduct[] = [
  product('FL-VEH', 'Finance lease – vehicles', 'LEASE', 'LEASE', 'VEHICLE', 0.0449, 'FCT'),
  product('FL-EQP', 'Finance lease – equipment', 'LEASE', 'LEASE', 'EQUIPMENT', 0.0419, 'GREEN'),
  product('OL-IT', 'Operating lease – IT', 'OPERATING_LEASE', 'LEASE', 'IT', 0.0589, 'BANK'),
  product('OL-EQP', 'Operating lease – equipment', 'OPERATING_LEASE', 'LEASE', 'EQUIPMENT', 0.0479, 'GREEN'),
  product('LTR-VEH', 'Long-term rental – vehicles', 'OPERATING_LEASE', 'RENTAL', 'VEHICLE', 0.0529, 'FCT'),
  product('HP-VEH', 'Hire purchase – vehicles', 'HIRE_PURCHASE', 'LEASE', 'VEHICLE', 0.0499, 'FCT'),
  product('HP-EQP', 'Hire purchase – equipment', 'HIRE_PURCHASE', 'LEASE', 'EQUIPMENT', 0.0469, 'BANK'),
  product('LN-VEH', 'Vehicle loan', 'LOAN', 'LOAN', 'VEHICLE', 0.0389, 'BANK'),
  product('LN-EQP', 'Equipment loan', 'LOAN', 'LOAN', 'EQUIPMENT', 0.0369, 'BANK'),
  {
    ...product(
      'OL-MED',
      'Operating lease – medical equipment',
      'OPERATING_LEASE',
      'LEASE',
      'EQUIPMENT',
      0.0459,
    ),
    status: 'DRAFT',
  },
  {
    ...product('FL-VEH19', 'Finance lease – vehicles (2019 range)', 'LEASE', 'LEASE', 'VEHICLE', 0.0329),
    status: 'RETIRED',
  },
];

function product(
  code: string,
  name: string,
  contractType: DemoProduct['contractType'],
  kind: DemoProduct['kind'],
  assetKind: AssetKind,
  rate: number,
  fund?: string,
): DemoProduct {
  return { code, name, contractType, kind, assetKind, rate, status: 'ACTIVE', ...(fund ? { fund } : {}) };
}

/** A row of a product's rate table: the rate for contracts of these durations and amounts. */
export interface RateRow {
  minDuration: number;
  maxDuration: number;
  minAmount: number;
  maxAmount: number;
  rate: number;
}

const durationBands = [
  [12, 36, 0],
  [37, 48, 0.002],
  [49, 72, 0.004],
] as const;
const amountBands = [
  [0, 50_000, 0],
  [50_000, 1_000_000, -0.003],
] as const;

/** The rate table of a product: longer contracts cost more, larger ones less. */
export function rateRows(product: DemoProduct): RateRow[] {
  return durationBands.flatMap(([minDuration, maxDuration, longer]) =>
    amountBands.map(([minAmount, maxAmount, larger]) => ({
      minDuration,
      maxDuration,
      minAmount,
      maxAmount,
      rate: Math.round((product.rate + longer + larger) * 10_000) / 10_000,
    })),
  );
}

/** The rate a contract of the product gets: the first row of its table its duration and amount fall in. */
export function tableRate(rows: readonly RateRow[], duration: number, amount: number): number | undefined {
  return rows.find(
    (row) =>
      duration >= row.minDuration &&
      duration <= row.maxDuration &&
      amount >= row.minAmount &&
      amount <= row.maxAmount,
  )?.rate;
}

/** Funds, products and their rate tables as records; products name their fund by registration. */
export function catalogueRecords(fundRegistration: (code: string) => string): Map<string, Body[]> {
  return new Map<string, Body[]>([
    [
      'Product',
      demoProducts.map((item) => ({
        name: item.name,
        code: item.code,
        type: 'FINANCIAL',
        contractType: item.contractType,
        rate: item.rate,
        status: item.status,
        startDate: item.status === 'RETIRED' ? '2019-01-01' : '2020-01-01',
        ...(item.status === 'RETIRED' ? { endDate: '2022-12-31' } : {}),
        ...(item.fund ? { fundRegistration: fundRegistration(item.fund) } : {}),
      })),
    ],
    [
      'ProductTable',
      demoProducts.map((item) => ({
        name: `Rates – ${item.name}`,
        code: `${item.code}-RATES`,
        type: 'RATE',
        productCode: item.code,
        status: item.status === 'RETIRED' ? 'INACTIVE' : item.status,
        rows: rateRows(item),
      })),
    ],
  ]);
}
