import { addDays, addMonths, dayInMonth } from './demo-calendar.ts';
import { type DemoProduct, demoProducts, rateRows, tableRate } from './demo-catalogue.ts';
import type { AssetKind, Branch, CastPerson, Dealer, DemoCast } from './demo-people.ts';
import type { SeededRandom } from './random.ts';

type Body = Record<string, unknown>;

/** A contract of the demo with what it is made of, kept together for the records that follow from it. */
export interface FinancingFile {
  registration: string;
  status: string;
  product: DemoProduct;
  client: CastPerson;
  branch: Branch | undefined;
  dealer: Dealer | undefined;
  assets: { registration: string; body: Body }[];
  /** The contract's body, as inserted. */
  contract: Body;
}

const assetModels: readonly [AssetKind, string, string, number][] = [
  ['VEHICLE', 'Renault', 'Master L2H2', 38_000],
  ['VEHICLE', 'Peugeot', 'Partner Pro', 24_000],
  ['VEHICLE', 'Iveco', 'Daily 35S', 52_000],
  ['VEHICLE', 'Renault', 'Clio E-Tech', 23_000],
  ['VEHICLE', 'Peugeot', '308 SW', 31_000],
  ['VEHICLE', 'Toyota', 'Yaris Hybrid', 22_000],
  ['EQUIPMENT', 'Caterpillar', '320 excavator', 180_000],
  ['EQUIPMENT', 'Manitou', 'MT 1440 telehandler', 95_000],
  ['EQUIPMENT', 'Toyota', 'Traigo 48 forklift', 31_000],
  ['EQUIPMENT', 'Kubota', 'KX057 mini excavator', 62_000],
  ['IT', 'Dell', 'Latitude 5540 laptops (20)', 28_000],
  ['IT', 'HP', 'ProLiant DL380 servers (2)', 26_000],
  ['IT', 'Lenovo', 'ThinkPad T14 laptops (10)', 15_000],
];
/** What a private individual finances: a car, not a van or a machine. */
const carModels = new Set(['Clio E-Tech', '308 SW', 'Yaris Hybrid']);
const naturalTypes = new Set(['I', 'E']);

/** Statuses weighted as a running book looks: most contracts active, some in the pipeline, some ended. */
const contractStatuses = [
  ...Array<string>(8).fill('ACTIVE'),
  'TERMINATED',
  'TERMINATED',
  'DRAFT',
  'DRAFT',
  'STUDY',
  'STUDY',
  'SUBMITTED',
  'SUBMITTED',
  'APPROVED',
  'APPROVED',
  'REJECTED',
  'CANCELLED',
] as const;

export const registrationOf = (prefix: string, index: number) =>
  `${prefix}${String(index + 1).padStart(8, '0')}`;

/**
 * The demo's contracts and the assets they finance, around `today`: each contract takes its
 * product's contract type, kind and rate table, finances assets of its product's kind bought from
 * a dealer of that kind (its partner and supplier), sold by its branch's manager, for the sum of
 * their prices; its quotation states the same terms. Active contracts started within two years,
 * ended ones have run their course (or stopped early), the pipeline starts in the coming months.
 * Assets are numbered `AST…` and contracts `CTR…` from 1, in order, as on a new tenant.
 */
export function demoFinancingFiles(
  random: SeededRandom,
  cast: DemoCast,
  { count, today, withAssets }: { count: number; today: string; withAssets: boolean },
): FinancingFile[] {
  const active = demoProducts.filter((product) => product.status === 'ACTIVE');
  const tables = new Map(active.map((product) => [product.code, rateRows(product)]));
  let assetCount = 0;
  return Array.from({ length: count }, (_, index): FinancingFile => {
    const client = random.pick(cast.clients);
    const individual = naturalTypes.has(client.type);
    const product = random.pick(
      individual ? active.filter((item) => item.assetKind === 'VEHICLE' && item.kind !== 'LOAN') : active,
    );
    const models = assetModels.filter(
      ([kind, , model]) => kind === product.assetKind && (!individual || carModels.has(model)),
    );
    const [kind, manufacturer, model, price] = random.pick(models);
    const units = !individual && random.chance(0.2) ? 2 : 1;
    const unitPrice = Math.round((price * (0.85 + random.next() * 0.3)) / 10) * 10;
    const amount = unitPrice * units;
    const status = random.pick(contractStatuses);
    const duration = random.pick(kind === 'IT' || individual ? [24, 36, 48] : [24, 36, 48, 60]);
    const frequency = individual || random.chance(0.7) ? 'MONTHLY' : 'QUARTERLY';
    const rate = tableRate(tables.get(product.code) ?? [], duration, amount) ?? product.rate;
    const dates = contractDates(random, status, duration, today);
    const branch = cast.branches.length > 0 ? random.pick(cast.branches) : undefined;
    const dealers = cast.dealers.filter(
      (dealer) => dealer.assetKind === kind && dealer.agreementStatus === 'ACTIVE',
    );
    const dealer = dealers.length > 0 ? random.pick(dealers) : undefined;
    const organization = branch
      ? { registration: branch.person.registration, name: branch.person.name }
      : undefined;
    const assetName = `${manufacturer} ${model}`;
    const assets = withAssets
      ? Array.from({ length: units }, () => {
          const registration = registrationOf('AST', assetCount++);
          return {
            registration,
            body: assetBody(random, {
              name: assetName,
              kind,
              manufacturer,
              model,
              unitPrice,
              status: assetStatus(status, product),
              delivered: status === 'APPROVED' ? addDays(today, -random.integer(1, 20)) : dates.signatureDate,
              ...(organization ? { organization } : {}),
              ...(dealer ? { supplier: dealer.person.registration } : {}),
              ...(product.kind !== 'LOAN' && cast.headOffice ? { owner: cast.headOffice.registration } : {}),
            }),
          };
        })
      : [];
    const terms = {
      financialProduct: product.name,
      financedAmountExclTax: amount,
      duration,
      frequency,
      rate,
    };
    const contract: Body = {
      name: `${units > 1 ? `${units} × ` : ''}${assetName} – ${client.name || client.registration}`,
      type: product.kind,
      contractType: product.contractType,
      ...terms,
      // A lease's rents are billed in advance with VAT; a loan's instalments in arrears, exempt.
      paymentTiming: product.kind === 'LOAN' ? 'ARREARS' : 'ADVANCE',
      taxCode: product.kind === 'LOAN' ? 'EXEMPT' : 'STANDARD',
      ...dates,
      currency: 'EUR',
      clientRegistration: client.registration,
      ...(dealer ? { partnerRegistration: dealer.person.registration } : {}),
      ...(branch ? { salesRegistration: branch.manager.registration } : {}),
      ...(organization ? { organization } : {}),
      persons: [
        { role: 'CLIENT', personRegistration: client.registration },
        ...(dealer
          ? [
              { role: 'PARTNER', personRegistration: dealer.person.registration },
              { role: 'SUPPLIER', personRegistration: dealer.person.registration },
            ]
          : []),
        ...(branch ? [{ role: 'SALES', personRegistration: branch.manager.registration }] : []),
      ],
      // Bought with VAT at the standard rate, whatever the contract's rents bear.
      assets: assets.map(({ registration }) => ({
        assetRegistration: registration,
        name: assetName,
        ...(dealer ? { supplierRegistration: dealer.person.registration } : {}),
        isFinanced: true,
        quantity: 1,
        unitPrice,
        taxCode: 'STANDARD',
        priceExclTax: unitPrice,
        priceInclTax: Math.round(unitPrice * 1.2),
        currency: 'EUR',
      })),
      quotations: [{ ...terms, startDate: dates.startDate }],
      status,
    };
    return {
      registration: registrationOf('CTR', index),
      status,
      product,
      client,
      branch,
      dealer,
      assets,
      contract,
    };
  });
}

/** When a contract of this status starts and ends, and when it was signed. */
function contractDates(random: SeededRandom, status: string, duration: number, today: string) {
  const day = random.integer(1, 28);
  switch (status) {
    case 'ACTIVE': {
      // Started in the last two years and not yet at its end.
      const startDate = dayInMonth(today, -random.integer(1, Math.min(23, duration - 1)), day);
      return {
        startDate,
        endDate: addMonths(startDate, duration),
        signatureDate: addDays(startDate, -random.integer(2, 10)),
      };
    }
    case 'TERMINATED': {
      const startDate = dayInMonth(today, -(duration + random.integer(1, 24)), day);
      // Most run their course; some stop early, on the day their termination was applied.
      const ran = random.chance(0.7) ? duration : random.integer(12, duration - 1);
      return {
        startDate,
        endDate: addMonths(startDate, ran),
        signatureDate: addDays(startDate, -random.integer(2, 10)),
      };
    }
    case 'REJECTED':
    case 'CANCELLED': {
      const startDate = dayInMonth(today, random.integer(-3, 2), day);
      return { startDate, endDate: addMonths(startDate, duration) };
    }
    default: {
      const startDate = dayInMonth(today, random.integer(1, 3), day);
      return { startDate, endDate: addMonths(startDate, duration) };
    }
  }
}

/** Where an asset is, from its contract: ordered in the pipeline, in use while financed, back after a lease. */
function assetStatus(contractStatus: string, product: DemoProduct): string {
  switch (contractStatus) {
    case 'ACTIVE':
      return 'IN_USE';
    case 'TERMINATED':
      // A leased asset goes back to the lessor at the end; a financed purchase stays with its owner.
      return product.kind === 'LOAN' || product.contractType === 'HIRE_PURCHASE' ? 'IN_USE' : 'RETURNED';
    case 'APPROVED':
      return 'DELIVERED';
    case 'SUBMITTED':
    case 'STUDY':
      return 'ORDERED';
    default:
      return 'DRAFT';
  }
}

interface AssetFacts {
  name: string;
  kind: AssetKind;
  manufacturer: string;
  model: string;
  unitPrice: number;
  status: string;
  /** The day the contract was signed: the asset was delivered and invoiced then. */
  delivered: string | undefined;
  organization?: { registration: string; name: string };
  supplier?: string;
  owner?: string;
}

function assetBody(random: SeededRandom, facts: AssetFacts): Body {
  const delivered = facts.delivered !== undefined && facts.status !== 'DRAFT';
  return {
    name: facts.name,
    type: facts.kind,
    manufacturer: facts.manufacturer,
    model: facts.model,
    identificationNumber: facts.kind === 'VEHICLE' ? `VF${random.digits(15)}` : `SN${random.digits(10)}`,
    quantity: 1,
    unitPrice: facts.unitPrice,
    priceExclTax: facts.unitPrice,
    taxCode: 'STANDARD',
    priceInclTax: Math.round(facts.unitPrice * 1.2),
    currency: 'EUR',
    status: facts.status,
    ...(facts.organization ? { organization: facts.organization } : {}),
    ...(facts.supplier ? { supplierRegistration: facts.supplier } : {}),
    ...(facts.owner ? { ownerRegistration: facts.owner } : {}),
    ...(delivered && facts.delivered
      ? {
          deliveryDate: facts.delivered,
          invoiceDate: facts.delivered,
          invoiceNumber: `FA-${facts.delivered.slice(0, 4)}-${random.digits(5)}`,
          ...(facts.kind === 'VEHICLE'
            ? { auto: { registrationDate: facts.delivered, licenceNumber: licencePlate(random) } }
            : {}),
        }
      : {}),
  };
}

/** A French number plate: two letters, three digits, two letters (no I, O or U). */
function licencePlate(random: SeededRandom): string {
  const letters = 'ABCDEFGHJKLMNPQRSTVWXYZ';
  const letter = () => letters[random.integer(0, letters.length - 1)];
  return `${letter()}${letter()}-${random.digits(3)}-${letter()}${letter()}`;
}
