import { describe, expect, it } from 'vitest';
import { keepStartOptions, readStartOptions, storedStartOptions } from './start-options.ts';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => values.delete(key),
    setItem: (key, value) => values.set(key, value),
  };
}

describe('start-URL options', () => {
  it('reads the options and leaves the rest of the query', () => {
    const { options, rest } = readStartOptions(
      '?noDecoration=1&page=2&clearCache=true&parentUrl=https%3A%2F%2Fportal.example&userContext=2',
    );
    expect(options).toEqual({
      noDecoration: true,
      clearCache: true,
      newAuth: false,
      parentUrl: 'https://portal.example',
      userContext: '2',
    });
    expect(rest).toBe('?page=2');
    expect(readStartOptions('?noDecoration=0').options.noDecoration).toBe(false);
    expect(readStartOptions('?newAuth').options.newAuth).toBe(true);
  });

  it('keeps lasting options for the tab, never the one-off ones', () => {
    const storage = memoryStorage();
    keepStartOptions(readStartOptions('?noDecoration=1&clearCache=1').options, storage);
    keepStartOptions(readStartOptions('?parentUrl=https%3A%2F%2Fa.example').options, storage);
    expect(storedStartOptions(storage)).toEqual({
      noDecoration: true,
      newAuth: false,
      clearCache: false,
      parentUrl: 'https://a.example',
    });
  });
});
