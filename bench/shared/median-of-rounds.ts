import type { LoadFigures } from './load-with-autocannon.ts';

/**
 * Loads each case once per round, the cases interleaved, and answers each case's median round by
 * requests per second: on a shared machine the load of the moment otherwise decides the ratio.
 */
export async function medianOfRounds(
  cases: readonly (readonly [name: string, load: () => Promise<LoadFigures>])[],
  rounds: number,
): Promise<Record<string, LoadFigures>> {
  const runs = new Map<string, LoadFigures[]>();
  for (let round = 0; round < rounds; round++)
    for (const [name, load] of cases) runs.set(name, [...(runs.get(name) ?? []), await load()]);
  return Object.fromEntries(
    [...runs].map(([name, figures]) => {
      const middle = [...figures].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[
        Math.floor(figures.length / 2)
      ];
      if (!middle) throw new Error('no round ran');
      return [name, middle];
    }),
  );
}
