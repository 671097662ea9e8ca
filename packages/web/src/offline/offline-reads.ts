import { type EntityDefinition, entities } from '@lessor/domain/entities';
import { listFromKept } from '@lessor/domain/offline';
import { paginationHeaders } from '@lessor/domain/query';
import { i18n } from '../i18n/i18n.ts';
import { jsonAnswer } from './json-answer.ts';
import { type KeptServerRecord, offlineStore } from './offline-store.ts';

type Body = Readonly<Record<string, unknown>>;

const entityAtApiPath = new Map(entities.map((entity) => [entity.apiPath, entity]));
const entityOfCollection = new Map(entities.map((entity) => [entity.collection, entity]));

/** What a screen is told of a read the device cannot answer offline. */
const notKeptMessage = 'This data is not kept on this device for offline work';

/**
 * Keeps a server's answer to a read, so that the same read is answered while offline
 * (foundation.md §4): whole, by its address, and record by record for an entity's list or item, so
 * that a record seen in a list (or brought along by a list's `include`) opens on its own page, and a
 * card's list of related records is answered from the records kept.
 */
export async function keepAnswer(path: string, response: Response): Promise<void> {
  if (!response.headers.get('content-type')?.includes('json')) return;
  const body: unknown = await response.json();
  const address = path.split('?')[0] ?? path;
  const records = response.ok ? recordsOfAnswer(address, body) : [];
  await offlineStore.transaction('rw', offlineStore.answers, offlineStore.serverRecords, async () => {
    await offlineStore.answers.put({
      path,
      status: response.status,
      body,
      headers: paginationOf(response.headers),
      at: Date.now(),
    });
    if (records.length > 0) await offlineStore.serverRecords.bulkPut(records);
  });
}

/** Whose reads the device keeps: what one user was answered is never shown to another. */
const ownerKey = 'lessor.offline-reads-owner';

/** Forgets every answer kept, as the user signs out. */
export async function forgetReads(): Promise<void> {
  localStorage.removeItem(ownerKey);
  await Promise.all([offlineStore.answers.clear(), offlineStore.serverRecords.clear()]);
}

/** Forgets the answers kept for someone else than the user now signed in. */
export async function forgetAnotherUsersReads(username: string): Promise<void> {
  if (localStorage.getItem(ownerKey) === username) return;
  await forgetReads();
  localStorage.setItem(ownerKey, username);
}

/**
 * A read answered while offline: a record this browser wrote, the server's answer to the same
 * address, a record kept from a list, or a list answered from the records kept. Any other read
 * is answered 503 with a message the screen shows in place of its data.
 */
export async function readOffline(path: string): Promise<Response> {
  const [address = path, search = ''] = path.split('?');
  const written = await offlineStore.records.get(address);
  if (written) return jsonAnswer(200, written.body);
  const answer = await offlineStore.answers.get(path);
  if (answer) return jsonAnswer(answer.status, answer.body, answer.headers);
  const entity = entityAtApiPath.get(address);
  if (entity) {
    const kept = await offlineStore.serverRecords.where({ apiPath: address }).toArray();
    const page = listFromKept(
      entity,
      keptWithWrites(kept, await writtenRecords(address)),
      new URLSearchParams(search),
    );
    if (page) {
      const { offset, limit } = page.range;
      return jsonAnswer(200, page.records, {
        [paginationHeaders.continues]: String(offset + limit < page.total),
        [paginationHeaders.size]: String(limit),
        [paginationHeaders.limit]: String(page.records.length),
        [paginationHeaders.offset]: String(offset),
      });
    }
  }
  const record = search === '' ? await offlineStore.serverRecords.get(address) : undefined;
  if (record) return jsonAnswer(200, record.body);
  return jsonAnswer(503, { status: 503, code: 'NOT_KEPT_OFFLINE', message: i18n.t(notKeptMessage) });
}

/** The records of a list or item answer of an entity, each by its own address. */
function recordsOfAnswer(address: string, body: unknown): KeptServerRecord[] {
  const listed = entityAtApiPath.get(address);
  if (listed && Array.isArray(body)) return body.flatMap((record) => [...recordAndIncluded(listed, record)]);
  const item = entityAtApiPath.get(address.slice(0, address.lastIndexOf('/')));
  return item && isRecord(body) ? [...recordAndIncluded(item, body)] : [];
}

/** A record, and the related records a list's `include` brought along (`included.assets`). */
function* recordAndIncluded(entity: EntityDefinition, record: unknown): Generator<KeptServerRecord> {
  if (!isRecord(record) || typeof record.registration !== 'string') return;
  yield { path: `${entity.apiPath}/${record.registration}`, apiPath: entity.apiPath, body: record };
  const included = isRecord(record.included) ? record.included : {};
  for (const [collection, related] of Object.entries(included)) {
    const relatedEntity = entityOfCollection.get(collection);
    if (!relatedEntity || !Array.isArray(related)) continue;
    for (const item of related) yield* recordAndIncluded(relatedEntity, item);
  }
}

/** Records made or changed on this device, by their address, over what the server last said of them. */
async function writtenRecords(apiPath: string): Promise<Map<string, Body>> {
  const written = await offlineStore.records.where('path').startsWith(`${apiPath}/`).toArray();
  return new Map(written.map((record) => [record.path, record.body]));
}

function keptWithWrites(kept: readonly KeptServerRecord[], written: ReadonlyMap<string, Body>): Body[] {
  const server = new Set(kept.map((record) => record.path));
  const madeHere = [...written].filter(([path]) => !server.has(path)).map(([, body]) => body);
  return [...kept.map((record) => written.get(record.path) ?? record.body), ...madeHere];
}

function isRecord(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A list answer's pagination headers, which the list screen reads beside its records. */
function paginationOf(headers: Headers): Record<string, string> | undefined {
  const kept = Object.values(paginationHeaders).flatMap((name) => {
    const value = headers.get(name);
    return value === null ? [] : [[name, value]];
  });
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}
