/**
 * Start-URL options (foundation.md §2): read once when the application opens, kept for the tab in
 * session storage, and removed from the address so a shared link does not carry them.
 */
export interface StartOptions {
  userContext?: string;
  /** Forget the session and sign in anew. */
  newAuth: boolean;
  /** Forget cached data and UI state before starting. */
  clearCache: boolean;
  /** Hide the header, menu and bottom navigation (embedded use). */
  noDecoration: boolean;
  /** The embedding page, when the application runs in a frame. */
  parentUrl?: string;
}

const names = ['userContext', 'newAuth', 'clearCache', 'noDecoration', 'parentUrl'] as const;
const storageKey = 'lessor.start-options';
const isOn = (value: string | null) => value !== null && value !== '0' && value !== 'false';

/** The options a query string carries, and the query string without them. */
export function readStartOptions(search: string): { options: StartOptions; rest: string } {
  const params = new URLSearchParams(search);
  const userContext = params.get('userContext');
  const parentUrl = params.get('parentUrl');
  const options: StartOptions = {
    ...(userContext ? { userContext } : {}),
    newAuth: isOn(params.get('newAuth')),
    clearCache: isOn(params.get('clearCache')),
    noDecoration: isOn(params.get('noDecoration')),
    ...(parentUrl ? { parentUrl } : {}),
  };
  for (const name of names) params.delete(name);
  const rest = params.toString();
  return { options, rest: rest ? `?${rest}` : '' };
}

/** The options of this tab: those of the start URL, merged over those already kept. */
export function keepStartOptions(options: StartOptions, storage: Storage): StartOptions {
  const kept = storedStartOptions(storage);
  const merged: StartOptions = {
    ...kept,
    ...options,
    noDecoration: options.noDecoration || kept.noDecoration,
    newAuth: false,
    clearCache: false,
  };
  storage.setItem(storageKey, JSON.stringify(merged));
  return merged;
}

export function storedStartOptions(storage: Storage): StartOptions {
  try {
    const stored = JSON.parse(storage.getItem(storageKey) ?? '{}') as Partial<StartOptions>;
    return {
      ...(stored.userContext ? { userContext: stored.userContext } : {}),
      ...(stored.parentUrl ? { parentUrl: stored.parentUrl } : {}),
      newAuth: false,
      clearCache: false,
      noDecoration: stored.noDecoration === true,
    };
  } catch {
    return { newAuth: false, clearCache: false, noDecoration: false };
  }
}
