import { describe, expect, it } from 'vitest';
import { compareFingerprints } from './compare-fingerprints.ts';

const reference = {
  lists: { country: 'c1', currency: 'u1' },
  scripts: { 'hello-world': 'h1' },
  reports: { invoice: 'i1' },
};

describe('compareFingerprints', () => {
  it('inserts every item when nothing was checked before', () => {
    expect(compareFingerprints(undefined, reference)).toEqual({
      inserted: { lists: ['country', 'currency'], scripts: ['hello-world'], reports: ['invoice'] },
      updated: { lists: [], scripts: [], reports: [] },
      deleted: { lists: [], scripts: [], reports: [] },
    });
  });

  it('tells items new, changed and gone, each kind apart and sorted', () => {
    const previous = {
      lists: { currency: 'u0', zone: 'z', area: 'a' },
      scripts: { 'hello-world': 'h1' },
      reports: {},
    };
    expect(compareFingerprints(previous, reference)).toEqual({
      inserted: { lists: ['country'], scripts: [], reports: ['invoice'] },
      updated: { lists: ['currency'], scripts: [], reports: [] },
      deleted: { lists: ['area', 'zone'], scripts: [], reports: [] },
    });
  });

  it('sees no change between two checks of the same reference', () => {
    const unchanged = compareFingerprints(reference, reference);
    expect([unchanged.inserted, unchanged.updated, unchanged.deleted]).toEqual(
      Array(3).fill({ lists: [], scripts: [], reports: [] }),
    );
  });

  it('takes an inherited name for no item', () => {
    const previous = { lists: {}, scripts: {}, reports: {} };
    expect(compareFingerprints(previous, { ...reference, lists: { toString: 't' } }).inserted.lists).toEqual([
      'toString',
    ]);
  });
});
