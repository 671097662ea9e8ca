import { addDays, addMonths, dayInMonth } from './demo-calendar.ts';
import type { FinancingFile } from './demo-contracts.ts';
import type { CastPerson, DemoCast } from './demo-people.ts';
import type { SeededRandom } from './random.ts';

type Body = Record<string, unknown>;

/** Contract statuses whose amount a credit line has granted but not yet paid out. */
const pendingContractStatuses: readonly string[] = ['STUDY', 'SUBMITTED', 'APPROVED'];

const lineStatuses = [
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'DRAFT',
  'SUSPENDED',
  'CLOSED',
  'CLOSED',
] as const;
const dealerLineStatus: Readonly<Record<string, string>> = {
  SUSPENDED: 'SUSPENDED',
  TERMINATED: 'CLOSED',
  DRAFT: 'DRAFT',
};
const lineNames: Readonly<Record<string, string>> = {
  STOCK: 'Stock line',
  INVESTMENT: 'Investment line',
  REVOLVING: 'Revolving line',
};

/**
 * Credit lines granted to clients, each drawn by contracts of its client: the contracts financing
 * the line's assets. A line's outstanding is the financed amount of its active contracts and its
 * pending amount that of its contracts still in study or approval, within its limit; what is
 * available is the rest of the limit while the line is active, and nothing otherwise. A draft line
 * has drawn nothing yet; a closed one only contracts that have ended. Dealers hold stock lines for
 * the vehicles and machines they keep. No contract is drawn on two lines.
 */
export function demoCreditLines(
  random: SeededRandom,
  count: number,
  files: readonly FinancingFile[],
  cast: DemoCast,
  today: string,
): Body[] {
  const undrawn = new Map<string, FinancingFile[]>();
  for (const file of files)
    if (file.assets.length > 0 && file.client.type !== 'I' && file.client.type !== 'E')
      undrawn.set(file.client.registration, [...(undrawn.get(file.client.registration) ?? []), file]);
  const companies = cast.clients.filter((client) => client.type !== 'I' && client.type !== 'E');
  const take = (client: string, statuses: readonly string[], most: number) => {
    const left = undrawn.get(client) ?? [];
    const drawn = left.filter((file) => statuses.includes(file.status)).slice(0, most);
    undrawn.set(
      client,
      left.filter((file) => !drawn.includes(file)),
    );
    return drawn;
  };
  const clientWith = (statuses: readonly string[]) => {
    const candidates = [...undrawn].filter(([, left]) => left.some((file) => statuses.includes(file.status)));
    return candidates.length > 0 ? random.pick(candidates)[0] : undefined;
  };
  const byRegistration = new Map(companies.map((client) => [client.registration, client]));
  return Array.from({ length: count }, (_, index) => {
    const status = random.pick(lineStatuses);
    const dealer = index < cast.dealers.length ? cast.dealers[index] : undefined;
    if (dealer) {
      // A dealer's line follows its agreement: open while it works with the lessor.
      const lineStatus = dealerLineStatus[dealer.agreementStatus] ?? status;
      return creditLine(random, {
        status: lineStatus,
        type: 'STOCK',
        client: dealer.person,
        drawn: [],
        today,
      });
    }
    const drawing =
      status === 'ACTIVE' || status === 'SUSPENDED'
        ? ['ACTIVE', ...pendingContractStatuses]
        : status === 'CLOSED'
          ? ['TERMINATED']
          : [];
    const chosen = drawing.length > 0 ? clientWith(drawing) : undefined;
    const client = (chosen ? byRegistration.get(chosen) : undefined) ?? random.pick(companies);
    const drawn = chosen ? take(chosen, drawing, random.integer(1, 3)) : [];
    return creditLine(random, {
      status,
      type: random.chance(0.6) ? 'INVESTMENT' : 'REVOLVING',
      client,
      drawn,
      today,
    });
  });
}

interface Line {
  status: string;
  type: string;
  client: CastPerson;
  drawn: readonly FinancingFile[];
  today: string;
}

function creditLine(random: SeededRandom, { status, type, client, drawn, today }: Line): Body {
  const sum = (statuses: readonly string[]) =>
    drawn
      .filter((file) => statuses.includes(file.status))
      .reduce((total, file) => total + Number(file.contract.financedAmountExclTax), 0);
  const outstanding = status === 'ACTIVE' || status === 'SUSPENDED' ? sum(['ACTIVE']) : 0;
  const pending = status === 'ACTIVE' || status === 'SUSPENDED' ? sum(pendingContractStatuses) : 0;
  const creditLimit = Math.max(
    50_000,
    Math.ceil(((outstanding + pending) * (1.1 + random.next())) / 10_000) * 10_000,
  );
  const starts = drawn.map((file) => String(file.contract.startDate)).sort();
  const ends = drawn.map((file) => String(file.contract.endDate)).sort();
  const startDate =
    status === 'DRAFT'
      ? dayInMonth(today, random.integer(1, 2), random.integer(1, 28))
      : addDays(
          starts[0] ?? dayInMonth(today, -random.integer(3, 30), random.integer(1, 28)),
          -random.integer(10, 90),
        );
  const endDate =
    status === 'CLOSED'
      ? [addDays(ends.at(-1) ?? startDate, random.integer(1, 60)), today].sort()[0]
      : addMonths(startDate, random.pick([36, 48, 60]) + (status === 'DRAFT' ? 0 : 24));
  const [organization] = drawn.map((file) => file.contract.organization).filter(Boolean);
  return {
    name: `${lineNames[type]} – ${client.name}`,
    type,
    status,
    creditLimit,
    outstanding,
    pending,
    available: status === 'ACTIVE' ? creditLimit - outstanding - pending : 0,
    currency: 'EUR',
    startDate,
    endDate,
    ...(organization ? { organization } : {}),
    persons: [{ role: 'CLIENT', personRegistration: client.registration }],
    assets: drawn.flatMap((file) =>
      file.assets.map((asset) => ({ assetRegistration: asset.registration, name: asset.body.name })),
    ),
  };
}
