/**
 * Collects translation keys missing in a locale and hands them over in one batch once none has
 * been added for a second (foundation.md §9: missing-key report 1000 ms).
 */
export function createMissingKeyBatcher(
  send: (locale: string, keys: string[]) => void,
  delayMs = 1000,
  schedule: (run: () => void, ms: number) => unknown = setTimeout,
  cancel: (handle: unknown) => void = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
) {
  const pending = new Map<string, Set<string>>();
  const reported = new Set<string>();
  let timer: unknown;

  const flush = () => {
    timer = undefined;
    for (const [locale, keys] of pending) send(locale, [...keys]);
    pending.clear();
  };

  return {
    add(locale: string, key: string): void {
      const id = `${locale}\u0000${key}`;
      if (reported.has(id) || !key.trim()) return;
      reported.add(id);
      pending.set(locale, (pending.get(locale) ?? new Set()).add(key));
      if (timer !== undefined) cancel(timer);
      timer = schedule(flush, delayMs);
    },
  };
}
