import { currentDay } from './demo-calendar.ts';
import { demoFinancingFiles } from './demo-contracts.ts';
import { SeededRandom } from './random.ts';

type Body = Record<string, unknown>;

/** How many records of each entity a seeded tenant gets, keyed by entity name. */
export type SeedCounts = Readonly<Record<string, number>>;

/**
 * Contracts for a tenant of many records (benchmarks), as many as `counts.Contract`, valid against
 * the declarations and priced as the demo's are: each from an active product, at its rate table's
 * rate, its quotation stating the same terms, for clients among the persons named by registration.
 * They name no asset. The same seed gives the same records. Needs at least one person.
 */
export function demoBusinessRecords(
  counts: SeedCounts,
  personRegistrations: readonly string[],
  seed = 20261121,
): Map<string, Body[]> {
  const clients = personRegistrations.map((registration) => ({ registration, name: '', type: 'C' }));
  const files = demoFinancingFiles(
    new SeededRandom(seed),
    { clients, dealers: [], branches: [], signers: new Map() },
    { count: counts.Contract ?? 0, today: currentDay(), withAssets: false },
  );
  return new Map([['Contract', files.map((file) => file.contract)]]);
}
