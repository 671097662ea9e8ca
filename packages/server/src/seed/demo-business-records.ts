import { companyStems, companySuffixes, organizationNames } from './demo-vocabulary.ts';
import { SeededRandom } from './random.ts';

type Body = Record<string, unknown>;

/** How many records of each entity a seeded tenant gets, keyed by entity name. */
export type SeedCounts = Readonly<Record<string, number>>;

/** The demo tenant: about 11,000 records over the main entities (issue: at least 10,000). */
export const demoCounts: SeedCounts = {
  Asset: 2500,
  Contract: 2500,
  Invoice: 4000,
  CreditLine: 400,
  Agreement: 300,
  Amendment: 600,
  Product: 60,
  Committee: 80,
};

const assetModels = [
  ['Renault', 'Master L2H2', 'VEHICLE', 38000],
  ['Peugeot', 'Partner Pro', 'VEHICLE', 24000],
  ['Iveco', 'Daily 35S', 'VEHICLE', 52000],
  ['Caterpillar', '320 excavator', 'EQUIPMENT', 180000],
  ['Manitou', 'MT 1440', 'EQUIPMENT', 95000],
  ['Dell', 'Latitude 5540 fleet', 'IT', 1400],
  ['Toyota', 'Traigo 48 forklift', 'EQUIPMENT', 31000],
] as const;

const products = ['Finance lease', 'Operating lease', 'Loan', 'Hire purchase', 'Long-term rental'];

/**
 * Realistic records for a tenant, valid against the declarations: assets, contracts that finance
 * them for clients and partners (persons by registration), their invoices and amendments, credit
 * lines, agreements, products and committees. The same seed gives the same records. Needs at least
 * one person.
 */
export function demoBusinessRecords(
  counts: SeedCounts,
  personRegistrations: readonly string[],
  seed = 20261121,
): Map<string, Body[]> {
  const random = new SeededRandom(seed);
  // Persons the tenant has, never a made-up registration: a record naming none would be refused.
  const person = () => random.pick(personRegistrations);
  const company = () => `${random.pick(companyStems)} ${random.pick(companySuffixes)}`;
  const day = (year: number) =>
    `${year}-${String(random.integer(1, 12)).padStart(2, '0')}-${String(random.integer(1, 28)).padStart(2, '0')}`;
  const records = new Map<string, Body[]>();
  // Statuses weighted as a running book looks: most contracts active, most invoices paid.
  const statusOf: Record<string, readonly string[]> = {
    Contract: [
      'ACTIVE',
      'ACTIVE',
      'ACTIVE',
      'ACTIVE',
      'DRAFT',
      'STUDY',
      'SUBMITTED',
      'APPROVED',
      'TERMINATED',
      'CANCELLED',
    ],
    Invoice: ['PAID', 'PAID', 'PAID', 'SENT', 'ISSUED', 'PARTIALLY_PAID', 'DRAFT', 'CANCELLED'],
    CreditLine: ['ACTIVE', 'ACTIVE', 'ACTIVE', 'DRAFT', 'SUSPENDED', 'CLOSED'],
    Agreement: ['ACTIVE', 'ACTIVE', 'ACTIVE', 'DRAFT', 'SUSPENDED', 'TERMINATED'],
    Amendment: ['APPLIED', 'APPLIED', 'DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'],
    Asset: ['IN_USE', 'IN_USE', 'IN_USE', 'DELIVERED', 'ORDERED', 'DRAFT', 'RETURNED', 'SOLD'],
    Committee: ['CLOSED', 'CLOSED', 'PLANNED', 'OPEN'],
    Product: ['ACTIVE', 'ACTIVE', 'DRAFT', 'RETIRED'],
  };
  const make = (name: string, build: (index: number) => Body) =>
    records.set(
      name,
      Array.from({ length: counts[name] ?? 0 }, (_, index) => {
        const statuses = statusOf[name];
        return { ...build(index), ...(statuses ? { status: random.pick(statuses) } : {}) };
      }),
    );
  // The registrations insertSeedRecords gives the assets and contracts inserted before the records
  // naming them, numbered from 1 on a new tenant; it refuses a record naming one that is not there.
  const registration = (prefix: string, index: number) => `${prefix}${String(index + 1).padStart(8, '0')}`;

  make('Asset', () => {
    const [manufacturer, model, type, price] = random.pick(assetModels);
    const priceExclTax = Math.round(price * (0.8 + random.next() * 0.4));
    return {
      name: `${manufacturer} ${model}`,
      type,
      manufacturer,
      model,
      identificationNumber: `VF${random.digits(15)}`,
      priceExclTax,
      priceInclTax: Math.round(priceExclTax * 1.2),
      currency: 'EUR',
      organization: { name: random.pick(organizationNames)[0] },
    };
  });
  const assetCount = counts.Asset ?? 0;
  make('Contract', (index) => {
    const duration = random.pick([24, 36, 48, 60, 72]);
    const amount = random.integer(8, 400) * 500;
    const client = person();
    const product = random.pick(products);
    const frequency = random.pick(['MONTHLY', 'MONTHLY', 'QUARTERLY']);
    // 2 % to 8 % a year, stored as the fraction every screen and the finance engine read (0.0434).
    const rate = fraction(2 + random.next() * 6);
    return {
      name: `${product} ${company()}`,
      type: random.pick(['LEASE', 'LOAN', 'RENTAL']),
      financialProduct: product,
      financedAmountExclTax: amount,
      duration,
      frequency,
      rate,
      startDate: day(random.integer(2022, 2026)),
      currency: 'EUR',
      clientRegistration: client,
      organization: { name: random.pick(organizationNames)[0] },
      persons: [
        { role: 'CLIENT', personRegistration: client },
        { role: 'PARTNER', personRegistration: person() },
      ],
      assets:
        assetCount > 0
          ? [{ assetRegistration: registration('AST', index % assetCount), isFinanced: true }]
          : [],
      quotations: [
        { financialProduct: product, financedAmountExclTax: amount, duration, frequency: 'MONTHLY', rate },
      ],
    };
  });
  const contractCount = counts.Contract ?? 0;
  const contractOf = (index: number) =>
    contractCount > 0 ? registration('CTR', index % contractCount) : undefined;
  make('Invoice', (index) => {
    const amount = random.integer(200, 9000);
    return {
      name: `Rent ${index + 1}`,
      type: 'SCHEDULE',
      pr: 'R',
      paymentMode: random.pick(['TRANSFER', 'DIRECT_DEBIT']),
      contractRegistration: contractOf(index),
      persons: [{ role: 'PAYER', personRegistration: person() }],
      amountExclTax: amount,
      amountInclTax: Math.round(amount * 1.2),
      currency: 'EUR',
      dueDate: day(random.integer(2024, 2026)),
    };
  });
  make('CreditLine', () => {
    const limit = random.integer(10, 200) * 10000;
    const outstanding = Math.round(limit * random.next());
    return {
      name: `Stock line ${company()}`,
      type: random.pick(['STOCK', 'INVESTMENT', 'REVOLVING']),
      creditLimit: limit,
      outstanding,
      available: limit - outstanding,
      currency: 'EUR',
      startDate: day(random.integer(2023, 2026)),
      persons: [{ role: 'CLIENT', personRegistration: person() }],
    };
  });
  make('Agreement', () => ({
    name: `Dealer agreement ${company()}`,
    type: random.pick(['DEALER', 'INTRODUCER', 'MANUFACTURER']),
    partnerRegistration: person(),
    startDate: day(random.integer(2021, 2026)),
    trigram: random.pick(['ACM', 'BRT', 'NTS', 'LYO', 'PAR']),
  }));
  make('Amendment', (index) => ({
    name: `Amendment ${index + 1}`,
    type: random.pick(['DURATION', 'AMOUNT', 'ASSET', 'EARLY_TERMINATION']),
    contractRegistration: contractOf(index * 3),
    date: day(random.integer(2024, 2026)),
  }));
  make('Product', (index) => ({
    name: `${random.pick(products)} ${index + 1}`,
    code: `P${String(index + 1).padStart(3, '0')}`,
    contractType: random.pick(['LEASE', 'LOAN', 'HIRE_PURCHASE', 'OPERATING_LEASE']),
    rate: fraction(1 + random.next() * 8),
  }));
  make('Committee', (index) => ({
    name: `Credit committee ${index + 1}`,
    type: random.pick(['CREDIT', 'RISK', 'BOARD']),
    subject: 'Files above delegation',
    startDate: `${day(random.integer(2024, 2026))}T09:00:00.000Z`,
  }));
  return records;
}

/** A percentage with two decimals (4.34) as the fraction a percentage field stores (0.0434), exactly. */
function fraction(percent: number): number {
  return Math.round(percent * 100) / 10_000;
}
