import { describe, expect, it } from 'vitest';
import { flagsOfViewer } from './user-flags.ts';

const none = { isAdmin: false, isMainAdmin: false, isSuperAdmin: false, canImpersonate: false };

describe("the flags a user's page offers", () => {
  it('offers each viewer the flags they hold, a higher admin those below theirs', () => {
    expect(flagsOfViewer(none)).toEqual([]);
    expect(flagsOfViewer({ ...none, isAdmin: true })).toEqual(['isAdmin']);
    expect(flagsOfViewer({ ...none, isMainAdmin: true })).toEqual(['isAdmin', 'isMainAdmin']);
    expect(flagsOfViewer({ ...none, isSuperAdmin: true, canImpersonate: true })).toEqual([
      'isAdmin',
      'isMainAdmin',
      'isSuperAdmin',
      'canImpersonate',
    ]);
    expect(flagsOfViewer({ ...none, canImpersonate: true })).toEqual(['canImpersonate']);
  });
});
