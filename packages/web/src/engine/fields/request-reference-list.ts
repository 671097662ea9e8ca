import type { FieldOption } from '@lessor/domain/fields';
import { apiJson } from '../../api/api-client.ts';

/** A reference list as a field uses it: its options, or the server's 'List not found {name}'. */
export type ReferenceList = { options: FieldOption[] } | { error: string };

interface Waiting {
  resolve(list: ReferenceList): void;
  reject(error: unknown): void;
}

/** foundation.md §9: list requests are debounced 300 ms, so the lists of a page go in one call. */
const listRequestDelay = 300;

const waiting = new Map<string, Map<string, Waiting[]>>();
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * One reference list, asked of `GET /api/script/lists` together with every other list asked in
 * the next 300 ms for the same locale; an answer starting with ERROR is the list's error. A name
 * starting with `/` is the list's own path, fetched as it is (foundation.md §7): its answer is the array.
 */
export function requestReferenceList(name: string, locale: string): Promise<ReferenceList> {
  if (name.startsWith('/')) return fetchListAt(name);
  return new Promise((resolve, reject) => {
    const byName = waiting.get(locale) ?? new Map<string, Waiting[]>();
    byName.set(name, [...(byName.get(name) ?? []), { resolve, reject }]);
    waiting.set(locale, byName);
    if (timer === undefined) timer = setTimeout(flush, listRequestDelay);
  });
}

function flush(): void {
  timer = undefined;
  const batches = [...waiting];
  waiting.clear();
  for (const [locale, byName] of batches) void send(locale, byName);
}

async function send(locale: string, byName: Map<string, Waiting[]>): Promise<void> {
  const names = [...byName.keys()];
  const query = new URLSearchParams({ locale, lists: names.join(',') });
  try {
    const answer = await apiJson<unknown[]>(`/api/script/lists?${query}`);
    names.forEach((name, index) => {
      const list = readList(answer[index], name);
      for (const caller of byName.get(name) ?? []) caller.resolve(list);
    });
  } catch (error) {
    for (const callers of byName.values()) for (const caller of callers) caller.reject(error);
  }
}

/** A list at its own path: an error status, as an answer that is no array, is 'List not found'. */
function fetchListAt(path: string): Promise<ReferenceList> {
  return apiJson<unknown>(path).then(
    (answer) => readList(answer, path),
    (): ReferenceList => ({ error: `List not found ${path}` }),
  );
}

/** An answered list: entries `{value, label, country?}` (or bare values), or `['ERROR', message]`. */
export function readList(answer: unknown, name: string): ReferenceList {
  if (!Array.isArray(answer)) return { error: `List not found ${name}` };
  if (answer[0] === 'ERROR')
    return { error: typeof answer[1] === 'string' ? answer[1] : `List not found ${name}` };
  return {
    options: answer.flatMap((entry): FieldOption[] => {
      if (typeof entry === 'string') return [{ value: entry, label: entry }];
      if (typeof entry !== 'object' || entry === null || typeof entry.value !== 'string') return [];
      const label = typeof entry.label === 'string' ? entry.label : entry.value;
      const country = typeof entry.country === 'string' ? { country: entry.country } : {};
      return [{ value: entry.value, label, ...country }];
    }),
  };
}
