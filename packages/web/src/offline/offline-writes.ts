import { type EntityDefinition, personEntity, withDerivedPersonName } from '@lessor/domain/entities';
import { offlineEntities, temporaryRegistration } from '@lessor/domain/offline';
import { jsonAnswer } from './json-answer.ts';
import { readOffline } from './offline-reads.ts';
import { nextTemporaryNumber, offlineStore } from './offline-store.ts';

type Body = Readonly<Record<string, unknown>>;

/**
 * What the application answers itself while offline (foundation.md §4): a creation or an update of
 * a contract, an asset, a person or a task goes to the queue, a record made offline taking a
 * temporary registration (`TMP00000001`), and is answered as the server would; reads are answered
 * from what the device keeps (offline-reads.ts). Any other write is no answer: the caller is told
 * it is offline.
 */
export async function answerOffline(
  path: string,
  init: { method?: string; body?: unknown },
  /** Who writes; unknown while the application starts offline, when only reads are answered. */
  username: string | undefined,
): Promise<Response | undefined> {
  const method = init.method ?? 'GET';
  const address = path.split('?')[0] ?? path;
  if (method === 'GET') return readOffline(path);
  const body = isBody(init.body) ? init.body : undefined;
  if (!body || username === undefined) return undefined;
  if (method === 'POST' && offlineEntities.some((entity) => entity.apiPath === address)) {
    const registration = temporaryRegistration(await nextTemporaryNumber());
    const record = asSaved(address, { ...body, registration, _id: registration, _version: 1 });
    await keep(address, `${address}/${registration}`, record, { ...body, registration }, username, 'POST');
    return jsonAnswer(201, record);
  }
  const updated = offlineEntities.find((entity) => isItemOf(entity.apiPath, address));
  if (!updated) return undefined;
  if (method === 'PATCH') {
    const record = asSaved(address, { ...(await offlineStore.records.get(address))?.body, ...body });
    await keep(address, address, record, body, username, 'PATCH');
    return jsonAnswer(200, record);
  }
  if (method === 'PUT') return replaceOffline(updated, address, body, username);
  return undefined;
}

/**
 * A record's page saves it whole (PUT); offline, the queue holds updates as PATCHes
 * (foundation.md §3): the fields changed from the record as last known, a field emptied as null.
 * The first change queued of a record the server holds names its version, so that a replay over
 * someone else's later change is refused and reported rather than overwriting it.
 */
async function replaceOffline(entity: EntityDefinition, address: string, body: Body, username: string) {
  const written = (await offlineStore.records.get(address))?.body;
  const known = written ?? (await offlineStore.serverRecords.get(address))?.body;
  if (!known) return undefined;
  const changes = Object.fromEntries(
    Object.keys(entity.fields)
      .filter((field) => JSON.stringify(body[field] ?? null) !== JSON.stringify(known[field] ?? null))
      .map((field) => [field, body[field] ?? null]),
  );
  const record = asSaved(address, { ...known, ...changes });
  if (Object.keys(changes).length === 0) return jsonAnswer(200, record);
  const data =
    written === undefined && known._version !== undefined
      ? { ...changes, _version: known._version }
      : changes;
  await keep(address, address, record, data, username, 'PATCH');
  return jsonAnswer(200, record);
}

/** The write queued and the record kept, together: a tab closed between them loses neither. */
function keep(
  url: string,
  recordPath: string,
  record: Body,
  data: Body,
  username: string,
  method: 'POST' | 'PATCH',
) {
  return offlineStore.transaction('rw', offlineStore.queue, offlineStore.records, async () => {
    await offlineStore.records.put({ path: recordPath, body: record });
    await offlineStore.queue.add({ method, url, data, key: crypto.randomUUID(), username, trials: 0 });
  });
}

/** A record as the server would save it, as far as the browser knows how: a person's derived name. */
function asSaved(address: string, record: Body): Body {
  return address.startsWith(personEntity.apiPath) ? withDerivedPersonName(record) : record;
}

function isItemOf(apiPath: string, address: string): boolean {
  const rest = address.startsWith(`${apiPath}/`) ? address.slice(apiPath.length + 1) : '';
  return rest !== '' && !rest.includes('/');
}

function isBody(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof FormData);
}
