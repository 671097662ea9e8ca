/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The functions handed to the page run in the browser: each is whole, it uses nothing of this module.

/** Before the page's code: room for every call's Resource Timing entry (250 by default). */
export function roomForResourceTimings(): void {
  performance.setResourceTimingBufferSize(10_000);
}

/** The list screen's first page drawn: its row counter reads 'Rows 1–…' and a row is in the table. */
export function firstPageShownAt(): number | false {
  const range = document.querySelector('[data-row-range]')?.textContent ?? '';
  return range.startsWith('Rows 1–') && document.querySelector('main table tbody tr') !== null
    ? performance.now()
    : false;
}

export interface PreloadFigures {
  milliseconds: number;
  detail: { reads: number; answered: number; milliseconds: number };
  /** The API calls that started during the preload, as Resource Timing saw them. */
  calls: number;
  transferBytes: number;
  bodyBytes: number;
  decodedBytes: number;
  /** The calls answered other than 2xx, by address and status. */
  refused: string[];
}

/** The preload's measure, and the API calls that started within it (the preload's reads). */
export function preloadFigures(): PreloadFigures | undefined {
  const measure = performance.getEntriesByName('lessor:preload')[0] as PerformanceMeasure | undefined;
  if (!measure) return undefined;
  const end = measure.startTime + measure.duration;
  const calls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    (entry) =>
      new URL(entry.name).pathname.startsWith('/api/') &&
      entry.startTime >= measure.startTime &&
      entry.startTime <= end,
  );
  const sum = (pick: (entry: PerformanceResourceTiming) => number) =>
    calls.reduce((total, entry) => total + pick(entry), 0);
  return {
    milliseconds: measure.duration,
    detail: measure.detail,
    calls: calls.length,
    transferBytes: sum((entry) => entry.transferSize),
    bodyBytes: sum((entry) => entry.encodedBodySize),
    decodedBytes: sum((entry) => entry.decodedBodySize),
    refused: calls
      .map(
        (entry) =>
          [
            entry.name,
            (entry as PerformanceResourceTiming & { responseStatus: number }).responseStatus,
          ] as const,
      )
      .filter(([, status]) => status < 200 || status >= 300)
      .map(([name, status]) => `${new URL(name).pathname} ${status}`),
  };
}

export interface StoreCounts {
  queue: number;
  records: number;
  answers: number;
  /** The records kept record by record, by their entity's API path. */
  serverRecords: Record<string, number>;
  /** navigator.storage.estimate(): the origin's usage, and IndexedDB's share where Chromium tells it. */
  usage: number;
  indexedDB: number | undefined;
}

/** What the offline store holds (IndexedDB read without Dexie), and what the origin's storage weighs. */
export async function storeCounts(): Promise<StoreCounts> {
  const opened = await new Promise<IDBDatabase>((resolve, reject) => {
    // No version: the one Dexie made (its own version × 10).
    const request = indexedDB.open('lessor-offline');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    const names = [...opened.objectStoreNames];
    const transaction = opened.transaction(names, 'readonly');
    const count = (name: string) =>
      names.includes(name)
        ? new Promise<number>((resolve, reject) => {
            const request = transaction.objectStore(name).count();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          })
        : Promise.resolve(0);
    const serverRecords: Record<string, number> = {};
    const byApiPath = names.includes('serverRecords')
      ? new Promise<void>((resolve, reject) => {
          const request = transaction.objectStore('serverRecords').openCursor();
          request.onsuccess = () => {
            const cursor = request.result;
            if (!cursor) return resolve();
            const apiPath = String((cursor.value as { apiPath: unknown }).apiPath);
            serverRecords[apiPath] = (serverRecords[apiPath] ?? 0) + 1;
            cursor.continue();
          };
          request.onerror = () => reject(request.error);
        })
      : Promise.resolve();
    const [queue, records, answers] = await Promise.all([count('queue'), count('records'), count('answers')]);
    await byApiPath;
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & {
      usageDetails?: { indexedDB?: number };
    };
    return {
      queue,
      records,
      answers,
      serverRecords,
      usage: estimate.usage ?? 0,
      indexedDB: estimate.usageDetails?.indexedDB,
    };
  } finally {
    opened.close();
  }
}

/**
 * Puts `count` person creations in the offline queue as the application queues them offline
 * (offline-writes.ts: the write, and the record kept under its temporary registration, in one
 * transaction), with the counter of temporary registrations after them. Answers the queue's size.
 */
export async function queueCreations(input: {
  count: number;
  username: string;
  lastNamePrefix: string;
  apiPath: string;
}): Promise<number> {
  const opened = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('lessor-offline');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    if (!opened.objectStoreNames.contains('queue'))
      throw new Error(`lessor-offline (version ${opened.version}) has no queue: Dexie has not opened it yet`);
    const transaction = opened.transaction(['queue', 'records', 'counters'], 'readwrite');
    const done = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
    const queue = transaction.objectStore('queue');
    const records = transaction.objectStore('records');
    for (let n = 1; n <= input.count; n++) {
      const registration = `TMP${String(n).padStart(8, '0')}`;
      const data = { type: 'I', lastName: `${input.lastNamePrefix}${n}`, registration };
      records.put({
        path: `${input.apiPath}/${registration}`,
        body: { ...data, _id: registration, _version: 1 },
      });
      queue.add({
        method: 'POST',
        url: input.apiPath,
        data,
        key: crypto.randomUUID(),
        username: input.username,
        trials: 0,
      });
    }
    transaction.objectStore('counters').put({ name: 'temporary', value: input.count });
    await done;
    return await new Promise<number>((resolve, reject) => {
      const request = opened.transaction('queue').objectStore('queue').count();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    opened.close();
  }
}

/** When (epoch ms) the shell told of a replay: its success message, or the report of writes refused. */
export function replayToldAt(): { at: number; text: string } | false {
  const text = document.body.textContent ?? '';
  if (text.includes('You are now online and server has been updated with your changes'))
    return { at: Date.now(), text: 'success' };
  const failure = /Error occured while synchronizing your data to the server[\s\S]{0,300}/.exec(text);
  return failure ? { at: Date.now(), text: failure[0] } : false;
}

export interface ReplayedPosts {
  count: number;
  /** The first POST's start and the last one's answer, epoch ms. */
  firstStart: number;
  lastEnd: number;
  /** Median ms of a POST from its start to its answer, over the first and the last tenth of the replay. */
  callFirst: number;
  callLast: number;
  /** Median ms from a POST's answer to the next POST's start (the browser's own work), same tenths. */
  gapFirst: number;
  gapLast: number;
}

/** The replay's POSTs as Resource Timing saw them. */
export function replayedPosts(apiPath: string): ReplayedPosts {
  const posts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => {
      // A list read of the same path has a query; a creation has none.
      const url = new URL(entry.name);
      return url.pathname === apiPath && url.search === '' && entry.initiatorType === 'fetch';
    })
    .sort((a, b) => a.startTime - b.startTime);
  const median = (values: number[]) =>
    values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  const tenth = Math.max(1, Math.floor(posts.length / 10));
  const calls = posts.map((entry) => entry.responseEnd - entry.startTime);
  const gaps = posts.slice(1).map((entry, index) => entry.startTime - (posts[index]?.responseEnd ?? 0));
  return {
    count: posts.length,
    firstStart: performance.timeOrigin + (posts[0]?.startTime ?? Number.NaN),
    lastEnd: performance.timeOrigin + Math.max(...posts.map((entry) => entry.responseEnd)),
    callFirst: median(calls.slice(0, tenth)),
    callLast: median(calls.slice(-tenth)),
    gapFirst: median(gaps.slice(0, tenth)),
    gapLast: median(gaps.slice(-tenth)),
  };
}

/** When the offline work's own chunk (offline-work-*.js) had arrived, ms since the navigation, if it loaded. */
export function offlineChunkAt(): number | undefined {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
    /\/offline-work-[^/]*\.js$/.test(new URL(entry.name).pathname),
  )?.responseEnd;
}

/** The first list read of an entity's path (a query, unlike a creation): its start and its answer, ms since the navigation. */
export function listCallAt(apiPath: string): { start: number; end: number } | undefined {
  const call = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => {
    const url = new URL(entry.name);
    return url.pathname === apiPath && url.search !== '';
  });
  return call && { start: call.startTime, end: call.responseEnd };
}
