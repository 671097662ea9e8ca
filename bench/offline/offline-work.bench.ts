// Offline work for a tenant whose `offlineSupport` setting is on (docs/offline.md), in the system
// Chromium, on the demo tenant, the setting written into the tenant's user-configuration document
// through the API (PUT /api/core/configuration-documents/user-configuration).
// 1. The preload of the working set after sign-in (web/src/offline/preload.ts): its time (the page's
//    'lessor:preload' measure), the API calls that started within it and the bytes they moved
//    (Resource Timing), what the offline store then holds and weighs; and that the first screen does
//    not wait for it: /persons from navigation to its first page of rows, setting on against setting
//    off, a fresh browser context (cold) and then reloaded 3 times (warm), rounds interleaved. Target: ≤ 1.1.
// 2. The replay of 500 person creations left in the queue (IndexedDB `lessor-offline`, written as
//    the application queues them offline), as the application replays them when it opens online: from
//    the reload to the server holding all 500, and to the shell's 'You are now online and server has
//    been updated with your changes'; checked: exactly 500 persons, no duplicate, the queue empty.
//    Reference: the same 500 creations sent by Node one after another with Idempotency-Key headers,
//    the floor a replay can reach.
// Run: npx node bench/offline/offline-work.bench.ts
//      (OFFLINE_ROUNDS=11 first-screen rounds, REPLAY_ROUNDS=3, REPLAY_WRITES=500 by default)
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { serveDemo } from '../lighthouse/serve-demo.ts';
import { launchChromium } from '../shared/launch-chromium.ts';
import {
  type Api,
  callApi,
  ok,
  type PersonRow,
  personsNamed,
  personsPath,
  setOfflineSupport,
  signIn,
  topUpPersons,
  workingSetOnServer,
} from './demo-tenant-api.ts';
import {
  firstPageShownAt,
  listCallAt,
  offlineChunkAt,
  type PreloadFigures,
  preloadFigures,
  queueCreations,
  type ReplayedPosts,
  replayedPosts,
  replayToldAt,
  roomForResourceTimings,
  type StoreCounts,
  storeCounts,
} from './offline-in-page.ts';

const rounds = Number(process.env.OFFLINE_ROUNDS ?? 11);
const replayRounds = Number(process.env.REPLAY_ROUNDS ?? 3);
const writes = Number(process.env.REPLAY_WRITES ?? 500);
/** Reloads per round, the warm figure their median: a reload varies more than the context's first load. */
const reloads = 3;
const firstScreenTarget = 1.1;
/** How many persons the preload reads (preload.ts): the demo tenant is brought to as many. */
const preloadedPersons = 500;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

const server = await serveDemo();
const browser = await launchChromium();

/** A page of a fresh browser context (its own cache and storage), signed in with the token. */
async function freshPage(token: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.origin,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
  });
  await context.addInitScript(roomForResourceTimings);
  await context.addInitScript((session) => {
    if (localStorage.getItem('lessor.session') === null) localStorage.setItem('lessor.session', session);
  }, token);
  const page = await context.newPage();
  await page.bringToFront();
  return page;
}

/** Milliseconds from the navigation to the list's first page of rows drawn. */
async function firstScreen(page: Page, navigate: () => Promise<unknown>): Promise<number> {
  await navigate();
  const shown = await page.waitForFunction(firstPageShownAt, undefined, { polling: 'raf', timeout: 60_000 });
  return Number(await shown.jsonValue());
}

/** The list's own read in the load just measured: when it started and was answered. */
async function listCall(page: Page): Promise<{ start: number; end: number }> {
  return (await page.evaluate(listCallAt, personsPath)) ?? { start: Number.NaN, end: Number.NaN };
}

async function waitForPreload(page: Page): Promise<PreloadFigures> {
  await page.waitForFunction(() => performance.getEntriesByName('lessor:preload').length > 0, undefined, {
    timeout: 120_000,
  });
  const figures = await page.evaluate(preloadFigures);
  if (!figures) throw new Error('no lessor:preload measure');
  return figures;
}

/** The offline store once what the reads keep has landed (kept after the read answered, not awaited). */
async function settledStore(page: Page): Promise<StoreCounts> {
  let last = await page.evaluate(storeCounts);
  for (let tries = 0; tries < 40; tries++) {
    await sleep(500);
    const now = await page.evaluate(storeCounts);
    const size = (counts: StoreCounts) =>
      counts.answers + Object.values(counts.serverRecords).reduce((total, count) => total + count, 0);
    if (size(now) === size(last)) return now;
    last = now;
  }
  return last;
}

interface ScreenRound {
  cold: number;
  /** The median of `reloads` reloads in the same context. */
  warm: number;
  /** The list's read, started and answered, ms since the navigation: cold, and the warm loads' medians. */
  coldList: { start: number; end: number };
  warmList: { start: number; end: number };
  preload?: PreloadFigures;
  /** From the first page of rows drawn to the preload's start: the first screen did not share the network. */
  preloadAfterMs?: number;
  /** When the offline work's chunk arrived, against the first screen's rows (negative: before them). */
  chunkBeforeMs?: number;
  store?: StoreCounts;
}

/** /persons in a fresh context, then reloaded; with the setting on, the preload's figures in between. */
async function screenRound(token: string, offlineSupport: boolean): Promise<ScreenRound> {
  const page = await freshPage(token);
  try {
    const cold = await firstScreen(page, () => page.goto('/persons'));
    const coldList = await listCall(page);
    const chunkAt = await page.evaluate(offlineChunkAt);
    let preload: PreloadFigures | undefined;
    let store: StoreCounts | undefined;
    let preloadAfterMs: number | undefined;
    if (offlineSupport) {
      preload = await waitForPreload(page);
      preloadAfterMs =
        (await page.evaluate(() => performance.getEntriesByName('lessor:preload-start')[0]?.startTime ?? 0)) -
        cold;
      store = await settledStore(page);
    } else {
      // The same pause as the preload's, so that the reload finds the same quiet machine.
      await sleep(3_000);
    }
    const warms: number[] = [];
    const warmLists: { start: number; end: number }[] = [];
    for (let reload = 0; reload < reloads; reload++) {
      warms.push(await firstScreen(page, () => page.reload()));
      warmLists.push(await listCall(page));
    }
    return {
      cold,
      warm: median(warms),
      coldList,
      warmList: {
        start: median(warmLists.map((call) => call.start)),
        end: median(warmLists.map((call) => call.end)),
      },
      ...(preload ? { preload, preloadAfterMs } : {}),
      ...(store ? { store } : {}),
      ...(chunkAt === undefined ? {} : { chunkBeforeMs: cold - chunkAt }),
    };
  } finally {
    await page.context().close();
  }
}

/** Exactly `writes` persons with the prefix, each last name once. */
function checkMade(found: readonly PersonRow[], prefix: string, how: string): void {
  const names = new Set(found.map((person) => person.lastName));
  if (found.length !== writes || names.size !== writes)
    throw new Error(
      `${how}: ${found.length} persons named ${prefix}…, ${names.size} distinct last names, where ${writes} were written`,
    );
}

/** The reference: the creations sent by Node one after another, each with its Idempotency-Key. */
async function directRound(api: Api, prefix: string): Promise<number> {
  const started = performance.now();
  for (let n = 1; n <= writes; n++)
    await ok(
      api(
        'POST',
        personsPath,
        { type: 'I', lastName: `${prefix}${n}` },
        { 'idempotency-key': randomUUID(), 'x-request-id': randomUUID() },
      ),
      'direct creation',
    );
  const milliseconds = performance.now() - started;
  checkMade(await personsNamed(api, prefix), prefix, 'direct');
  return milliseconds;
}

interface ReplayRound {
  /** From the reload to the server holding every write, by the last person's _insertDate. */
  serverAllMs: number;
  /** The same, as a poll every 250 ms of the server saw it. */
  polledMs: number;
  toldMs: number;
  /** From the reload to the replay's first POST, and from that to the last POST's answer. */
  firstPostMs: number;
  postsMs: number;
  posts: ReplayedPosts;
  queueAfter: number;
  recordsAfter: number;
}

/** The queue filled in an open tab, then the page reloaded online: the application replays it as it starts. */
async function replayRound(api: Api, token: string, username: string, prefix: string): Promise<ReplayRound> {
  const page = await freshPage(token);
  try {
    await firstScreen(page, () => page.goto('/persons'));
    // The preload runs once a tab session: done here, the reload replays alone.
    await waitForPreload(page);
    await settledStore(page);
    const queued = await page.evaluate(queueCreations, {
      count: writes,
      username,
      lastNamePrefix: prefix,
      apiPath: personsPath,
    });
    if (queued !== writes) throw new Error(`the queue holds ${queued} writes, ${writes} were put in it`);
    let polling = true;
    let polledAt = Number.NaN;
    const reloadAt = Date.now();
    const poll = (async () => {
      const last = `${personsPath}?lastName=${encodeURIComponent(`/^${prefix}/`)}&range=${writes - 1}-${writes - 1}`;
      while (polling) {
        const answer = await api('GET', last);
        if (Array.isArray(answer.body) && answer.body.length > 0) {
          polledAt = Date.now();
          return;
        }
        await sleep(250);
      }
    })();
    await page.reload();
    const told = await page.waitForFunction(replayToldAt, undefined, { polling: 100, timeout: 600_000 });
    const { at, text } = (await told.jsonValue()) as { at: number; text: string };
    if (text !== 'success') throw new Error(`the replay reported: ${text}`);
    const deadline = Date.now() + 30_000;
    while (Number.isNaN(polledAt) && Date.now() < deadline) await sleep(100);
    polling = false;
    await poll;
    const found = await personsNamed(api, prefix);
    checkMade(found, prefix, 'replay');
    const lastInsert = Math.max(...found.map((person) => Date.parse(person._insertDate ?? '')));
    const posts = await page.evaluate(replayedPosts, personsPath);
    const after = await page.evaluate(storeCounts);
    return {
      serverAllMs: lastInsert - reloadAt,
      polledMs: polledAt - reloadAt,
      toldMs: at - reloadAt,
      firstPostMs: posts.firstStart - reloadAt,
      postsMs: posts.lastEnd - posts.firstStart,
      posts,
      queueAfter: after.queue,
      recordsAfter: after.records,
    };
  } finally {
    await page.context().close();
  }
}

const screens: { on: ScreenRound[]; off: ScreenRound[] } = { on: [], off: [] };
const replays: ReplayRound[] = [];
const directs: number[] = [];
let workingSet: Awaited<ReturnType<typeof workingSetOnServer>> | undefined;
let username = '';
let seededPersons = 0;
let topUp: { added: number; bare: number; refusal?: string } = { added: 0, bare: 0 };
try {
  const token = await signIn(browser, server);
  const api = callApi(server.origin, token);
  const seeded = await workingSetOnServer(api);
  topUp = await topUpPersons(api, seeded.persons, preloadedPersons);
  seededPersons = seeded.persons;
  workingSet = await workingSetOnServer(api);
  username = (
    (await ok(api('GET', '/api/script/runs/user-configuration'), 'configuration')).body as {
      user: { username: string };
    }
  ).user.username;
  for (let round = 0; round < rounds; round++) {
    // Which goes first alternates, so that neither always meets the machine's same moment.
    for (const on of round % 2 === 0 ? [false, true] : [true, false]) {
      await setOfflineSupport(api, on);
      screens[on ? 'on' : 'off'].push(await screenRound(token, on));
    }
  }
  await setOfflineSupport(api, true);
  const stamp = Date.now().toString(36);
  for (let round = 0; round < replayRounds; round++) {
    directs.push(await directRound(api, `Bench${stamp}D${round}N`));
    replays.push(await replayRound(api, token, username, `Bench${stamp}R${round}N`));
    const replay = replays.at(-1);
    console.log(
      `round ${round + 1}: direct ${((directs.at(-1) ?? 0) / 1000).toFixed(2)} s, replay to the server ${((replay?.serverAllMs ?? 0) / 1000).toFixed(2)} s`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const pick = <T>(rows: readonly T[], value: (row: T) => number) => median(rows.map(value));

console.log(
  `\nworking set on the server (demo tenant): ${seededPersons} persons seeded, ${topUp.added} copies added (${topUp.bare} of them bare individuals), ` +
    `${workingSet?.persons} persons (the preload reads the last ${workingSet?.preloadedPersons}), ` +
    `${workingSet?.contracts} last contracts with ${Object.entries(workingSet?.included ?? {})
      .map(([collection, count]) => `${count} ${collection}`)
      .join(', ')}`,
);
if (topUp.refusal) console.log(`a copy refused, for instance: ${topUp.refusal}`);

const preloads = screens.on.flatMap((round) => (round.preload ? [round.preload] : []));
const stores = screens.on.flatMap((round) => (round.store ? [round.store] : []));
const lastStore = stores.at(-1);
console.log(`\npreload after sign-in, ${preloads.length} fresh contexts (medians)`);
console.log('| preload | figure |');
console.log('| --- | ---: |');
console.log(`| time (lessor:preload measure) | ${pick(preloads, (p) => p.milliseconds).toFixed(0)} ms |`);
console.log(
  `| reads / answered | ${pick(preloads, (p) => p.detail.reads)} / ${pick(preloads, (p) => p.detail.answered)} |`,
);
console.log(
  `| started after the first screen's rows were drawn | ${pick(screens.on, (round) => round.preloadAfterMs ?? Number.NaN).toFixed(0)} ms |`,
);
console.log(`| API calls started within it | ${pick(preloads, (p) => p.calls)} |`);
console.log(`| calls answered other than 2xx | ${preloads[0]?.refused.join(', ') || 'none'} |`);
console.log(
  `| transferred (headers included) / bodies as sent / bodies decoded | ${kb(pick(preloads, (p) => p.transferBytes))} / ${kb(pick(preloads, (p) => p.bodyBytes))} / ${kb(pick(preloads, (p) => p.decodedBytes))} |`,
);
console.log(
  `| offline store after it: answers, records by entity | ${lastStore?.answers}, ${Object.entries(
    lastStore?.serverRecords ?? {},
  )
    .map(([path, count]) => `${path.split('/').at(-1)} ${count}`)
    .join(', ')} |`,
);
console.log(
  `| storage.estimate() after it: origin / IndexedDB | ${kb(pick(stores, (s) => s.usage))} / ${kb(pick(stores, (s) => s.indexedDB ?? Number.NaN))} |`,
);

console.log(`\n/persons, navigation to its first page of rows, ${rounds} rounds interleaved (medians)`);
console.log('| load | offlineSupport off, ms | on, ms | ratio on/off (target ≤ 1.1) |');
console.log('| --- | ---: | ---: | ---: |');
for (const [label, value] of [
  ['fresh context (cold)', (round: ScreenRound) => round.cold],
  ['reloaded, median of 3 (warm)', (round: ScreenRound) => round.warm],
] as const) {
  const off = pick(screens.off, value);
  const on = pick(screens.on, value);
  console.log(
    `| ${label} | ${off.toFixed(0)} | ${on.toFixed(0)} | ${(on / off).toFixed(2)}${on / off > firstScreenTarget ? ' (over)' : ''} |`,
  );
}

const each = (rows: readonly ScreenRound[], value: (round: ScreenRound) => number) =>
  rows.map((round) => value(round).toFixed(0)).join(' ');
console.log(
  `each round, ms: cold off ${each(screens.off, (r) => r.cold)}, on ${each(screens.on, (r) => r.cold)}; ` +
    `warm off ${each(screens.off, (r) => r.warm)}, on ${each(screens.on, (r) => r.warm)}`,
);

const callOf = (rows: readonly ScreenRound[], call: (round: ScreenRound) => { start: number; end: number }) =>
  `${pick(rows, (r) => call(r).start).toFixed(0)} → ${pick(rows, (r) => call(r).end).toFixed(0)}`;
console.log(
  `the list's read, started → answered, ms since the navigation (medians): cold off ${callOf(screens.off, (r) => r.coldList)}, on ${callOf(screens.on, (r) => r.coldList)}; ` +
    `warm off ${callOf(screens.off, (r) => r.warmList)}, on ${callOf(screens.on, (r) => r.warmList)}`,
);
console.log(
  `offline-work chunk arrived before the cold first screen's rows (setting on), ms: ${each(screens.on, (r) => r.chunkBeforeMs ?? Number.NaN)}; ` +
    `loaded with the setting off: ${screens.off.filter((r) => r.chunkBeforeMs !== undefined).length} of ${screens.off.length} rounds`,
);

const direct = median(directs);
console.log(`\nreplay of ${writes} queued person creations, ${replayRounds} rounds (medians)`);
console.log('| | seconds | ratio to Node direct |');
console.log('| --- | ---: | ---: |');
console.log(`| Node direct, one after another, Idempotency-Key | ${seconds(direct)} | 1 |`);
for (const [label, value] of [
  ['reload → server holds all (last _insertDate)', (r: ReplayRound) => r.serverAllMs],
  ['reload → server holds all (poll every 250 ms)', (r: ReplayRound) => r.polledMs],
  ['reload → success message shown', (r: ReplayRound) => r.toldMs],
  ['first replayed POST → last answered', (r: ReplayRound) => r.postsMs],
] as const) {
  const figure = pick(replays, value);
  console.log(`| ${label} | ${seconds(figure)} | ${(figure / direct).toFixed(2)} |`);
}
console.log(
  `reload → first replayed POST: ${seconds(pick(replays, (r) => r.firstPostMs))} s; POSTs per replay: ${replays
    .map((r) => r.posts.count)
    .join(', ')}; queue after: ${replays.map((r) => r.queueAfter).join(', ')}; kept records after: ${replays
    .map((r) => r.recordsAfter)
    .join(', ')}; signed in as ${username}`,
);
console.log(
  `replayed POST, first tenth → last tenth of the replay (medians): call ${pick(replays, (r) => r.posts.callFirst).toFixed(1)} → ${pick(replays, (r) => r.posts.callLast).toFixed(1)} ms, ` +
    `browser's time between a POST's answer and the next ${pick(replays, (r) => r.posts.gapFirst).toFixed(1)} → ${pick(replays, (r) => r.posts.gapLast).toFixed(1)} ms; ` +
    `Node direct: ${(direct / writes).toFixed(1)} ms a creation`,
);
console.log(
  `load average at the end: ${loadavg()
    .map((average) => average.toFixed(1))
    .join(', ')}`,
);
