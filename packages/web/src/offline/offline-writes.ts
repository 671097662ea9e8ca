import { offlineEntities, temporaryRegistration } from '@lessor/domain/offline';
import { nextTemporaryNumber, offlineStore } from './offline-store.ts';

type Body = Readonly<Record<string, unknown>>;

/**
 * What the application answers itself while offline (foundation.md §4): a creation or an update of
 * a contract, an asset, a person or a task goes to the queue, a record made offline taking a
 * temporary registration (`TMP00000001`), and is answered as the server would; a record this
 * browser wrote is read back as it keeps it. Anything else is no answer: the caller is told it is
 * offline.
 */
export async function answerOffline(
  path: string,
  init: { method?: string; body?: unknown },
  username: string,
): Promise<Response | undefined> {
  const method = init.method ?? 'GET';
  const address = path.split('?')[0] ?? path;
  if (method === 'GET') {
    const kept = await offlineStore.records.get(address);
    return kept && json(200, kept.body);
  }
  const body = isBody(init.body) ? init.body : undefined;
  if (!body) return undefined;
  if (method === 'POST' && offlineEntities.some((entity) => entity.apiPath === address)) {
    const registration = temporaryRegistration(await nextTemporaryNumber());
    const record = { ...body, registration, _id: registration, _version: 1 };
    await keep(address, `${address}/${registration}`, record, { ...body, registration }, username, 'POST');
    return json(201, record);
  }
  const updated = offlineEntities.find((entity) => isItemOf(entity.apiPath, address));
  if (method === 'PATCH' && updated) {
    const record = { ...(await offlineStore.records.get(address))?.body, ...body };
    await keep(address, address, record, body, username, 'PATCH');
    return json(200, record);
  }
  return undefined;
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

function isItemOf(apiPath: string, address: string): boolean {
  const rest = address.startsWith(`${apiPath}/`) ? address.slice(apiPath.length + 1) : '';
  return rest !== '' && !rest.includes('/');
}

function isBody(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof FormData);
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
