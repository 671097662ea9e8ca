import { describe, expect, it } from 'vitest';
import { createMissingKeyBatcher } from './missing-keys.ts';

describe('missing translation keys', () => {
  it('sends each key once per locale, in one batch after the last addition', () => {
    const sent: [string, string[]][] = [];
    let scheduled: (() => void) | undefined;
    let cancelled = 0;
    const batcher = createMissingKeyBatcher(
      (locale, keys) => sent.push([locale, keys]),
      1000,
      (run) => {
        scheduled = run;
        return run;
      },
      () => cancelled++,
    );
    batcher.add('fr-FR', 'Sign out');
    batcher.add('fr-FR', 'Sign out');
    batcher.add('fr-FR', 'Persons');
    batcher.add('de-DE', 'Persons');
    batcher.add('de-DE', ' ');
    expect(sent).toEqual([]);
    expect(cancelled).toBe(2);
    scheduled?.();
    expect(sent).toEqual([
      ['fr-FR', ['Sign out', 'Persons']],
      ['de-DE', ['Persons']],
    ]);
    batcher.add('fr-FR', 'Sign out');
    expect(sent).toHaveLength(2);
  });
});
