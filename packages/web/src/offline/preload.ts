import {
  agreementEntity,
  contractEntity,
  type EntityDefinition,
  findEntity,
  personEntity,
  taskEntity,
  taxEntity,
} from '@lessor/domain/entities';

/** Reads a path as the application does, the answer kept for offline work on the way (api-client's read hook). */
export type PreloadRead = (path: string) => Promise<unknown>;

/** What a preload read: how many calls, how many answered, and how long it took. */
export interface PreloadOutcome {
  reads: number;
  answered: number;
  milliseconds: number;
}

/** The person list a salesperson takes along. */
const preloadedPersons = 500;
/** A contract's related records, as its page shows them (foundation.md §9). */
const contractIncludes = 'assets,persons,fundings,documents,collaterals,financingServices';
/** The scripts a contract's and a person's page and form run (foundation.md §7). */
const preloadedLayouts = ['person-layout', 'contract-layout', 'prospect-layout'];
const preloadedScripts = [
  'contract-computation',
  'contract-computation-MIC',
  'personRegistration-format-check',
];
const preloadedRuns = ['products-catalog', 'calendars'];
/** At most this many reads at once: the preload shares the network with the user's own screens. */
const parallelReads = 4;

/**
 * The working set of a person in the field, read in the background after sign-in so that it is
 * there once the network goes (foundation.md §7): the reference data (indexes, taxes, calendars,
 * the products catalogue, the partner's current agreements), the scripts pages and forms run, the
 * persons and the user's tasks, and the last contracts (`preloadContractsCount`, 10 by default)
 * with their related records, each also read as its page reads it. A read that fails is left out:
 * the screen needing it says so offline.
 */
export async function preloadWorkingSet(
  read: PreloadRead,
  { username, contracts }: { username: string; contracts: number },
): Promise<PreloadOutcome> {
  const started = performance.now();
  const indexes = findEntity('Index');
  const first = [
    ...(indexes ? [listOf(indexes, 'range=0-999')] : []),
    listOf(taxEntity, 'range=0-999'),
    listOf(agreementEntity, 'range=0-999'),
    listOf(personEntity, `range=0-${preloadedPersons - 1}&sort=-_updateDate`),
    listOf(taskEntity, `range=0-999&ownerUsername=${encodeURIComponent(username)}`),
    ...preloadedLayouts.map((name) => `/api/script/layouts/${name}`),
    ...preloadedScripts.map((name) => `/api/script/scripts/${name}`),
    ...preloadedRuns.map((name) => `/api/script/runs/${name}`),
  ];
  const contractList = listOf(
    contractEntity,
    `range=0-${Math.max(contracts, 1) - 1}&sort=-_updateDate&include=${contractIncludes}`,
  );
  const answers = await readAll(read, [contractList, ...first]);
  const listed = answers.get(contractList);
  const registrations = Array.isArray(listed)
    ? listed.flatMap((contract) =>
        typeof contract?.registration === 'string' ? [contract.registration] : [],
      )
    : [];
  // Each contract as its page asks for it, so that the page opens offline as it does online.
  const pages = await readAll(
    read,
    registrations.map((registration) => `${contractEntity.apiPath}/${encodeURIComponent(registration)}`),
  );
  return {
    reads: first.length + 1 + registrations.length,
    answered: answers.size + pages.size,
    milliseconds: Math.round(performance.now() - started),
  };
}

function listOf(entity: EntityDefinition, query: string): string {
  return `${entity.apiPath}?${query}`;
}

/** Reads every path, a few at a time; the answers by path, the failed reads left out. */
async function readAll(read: PreloadRead, paths: readonly string[]): Promise<Map<string, unknown>> {
  const answers = new Map<string, unknown>();
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++] as string;
      try {
        answers.set(path, await read(path));
      } catch {
        // Left out: offline, the screen that needs it says its data is not kept.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelReads, paths.length) }, worker));
  return answers;
}
