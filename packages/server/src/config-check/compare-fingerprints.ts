import type { ConfigCheckItems } from '@lessor/domain/api';
import type { Fingerprints } from './reference-configuration.ts';

const kinds = ['lists', 'scripts', 'reports'] as const;

/** What the reference configuration gained, changed and lost between two checks. */
export interface ConfigChanges {
  inserted: ConfigCheckItems;
  updated: ConfigCheckItems;
  deleted: ConfigCheckItems;
}

/**
 * Compares the reference a tenant's last check saw with the current one: an item is inserted when
 * that check did not see it (every item, the first time), updated when its fingerprint changed,
 * deleted when it is gone. Names are sorted, so that two answers compare as they read.
 * @example compareFingerprints(undefined, { lists: {}, scripts: { a: '1' }, reports: {} }).inserted.scripts // ['a']
 */
export function compareFingerprints(
  previous: Fingerprints | undefined,
  current: Fingerprints,
): ConfigChanges {
  const changes: ConfigChanges = { inserted: noItems(), updated: noItems(), deleted: noItems() };
  for (const kind of kinds) {
    const before = previous?.[kind] ?? {};
    const now = current[kind];
    for (const [name, print] of Object.entries(now)) {
      if (!Object.hasOwn(before, name)) changes.inserted[kind].push(name);
      else if (before[name] !== print) changes.updated[kind].push(name);
    }
    for (const name of Object.keys(before)) if (!Object.hasOwn(now, name)) changes.deleted[kind].push(name);
    for (const change of Object.values(changes)) change[kind].sort();
  }
  return changes;
}

function noItems(): ConfigCheckItems {
  return { lists: [], scripts: [], reports: [] };
}
