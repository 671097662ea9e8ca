import type { User } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import { describe, expect, it } from 'vitest';
import { assertMayActOn, assertMayGrant, assertMayImpersonate } from './assert-may-change-user.ts';

const user = (username: string, rights: Partial<User> = {}) =>
  ({
    username,
    profiles: [],
    isAdmin: false,
    isMainAdmin: false,
    isSuperAdmin: false,
    canImpersonate: false,
    ...rights,
  }) as User;

/** The message of the refusal, which names the right missing; undefined when allowed. */
const refusal = (check: () => void): string | undefined => {
  try {
    check();
    return undefined;
  } catch (error) {
    if (!(error instanceof LessorError) || error.code !== 'FORBIDDEN') throw error;
    return error.message;
  }
};

describe("the rules of users' accounts", () => {
  const writer = user('writer', { profiles: ['USER_WRITER'] });
  const admin = user('admin', { isAdmin: true });
  const main = user('main', { isMainAdmin: true, canImpersonate: true });

  it('grants only the flags and profiles the caller holds, and only those a change adds or alters', () => {
    expect(refusal(() => assertMayGrant(writer, undefined, { profiles: ['USER_WRITER'] }))).toBeUndefined();
    expect(refusal(() => assertMayGrant(writer, undefined, { profiles: ['FINANCE'] }))).toContain(
      'profile FINANCE',
    );
    expect(refusal(() => assertMayGrant(writer, undefined, { isAdmin: false }))).toBeUndefined();
    expect(refusal(() => assertMayGrant(writer, admin, { isAdmin: false }))).toBeDefined();
    const clerk = user('clerk', { profiles: ['FINANCE'] });
    expect(
      refusal(() => assertMayGrant(writer, clerk, { profiles: ['FINANCE', 'USER_WRITER'] })),
    ).toBeUndefined();
    expect(
      refusal(() => assertMayGrant(admin, undefined, { profiles: ['ANY'], isAdmin: true })),
    ).toBeUndefined();
    expect(refusal(() => assertMayGrant(admin, undefined, { isMainAdmin: true }))).toContain('isMainAdmin');
    expect(refusal(() => assertMayGrant(admin, undefined, { canImpersonate: true }))).toBeDefined();
    expect(
      refusal(() => assertMayGrant(main, undefined, { isMainAdmin: true, canImpersonate: true })),
    ).toBeUndefined();
    expect(refusal(() => assertMayGrant(main, undefined, { isSuperAdmin: true }))).toBeDefined();
  });

  it("lets only as high an admin act on an admin's account; one's own is one's own", () => {
    expect(refusal(() => assertMayActOn(writer, admin))).toBeDefined();
    expect(refusal(() => assertMayActOn(admin, main))).toContain('isMainAdmin');
    expect(refusal(() => assertMayActOn(main, admin))).toBeUndefined();
    expect(refusal(() => assertMayActOn(admin, user('admin2', { isAdmin: true })))).toBeUndefined();
    expect(refusal(() => assertMayActOn(writer, writer))).toBeUndefined();
  });

  it('signs in as another only with canImpersonate, and never as somebody with more rights', () => {
    expect(refusal(() => assertMayImpersonate(admin, writer))).toContain('canImpersonate');
    expect(refusal(() => assertMayImpersonate(main, writer))).toBeUndefined();
    expect(refusal(() => assertMayImpersonate(main, user('super', { isSuperAdmin: true })))).toBeDefined();
    const helpdesk = user('helpdesk', { profiles: ['USER_WRITER'], canImpersonate: true });
    expect(refusal(() => assertMayImpersonate(helpdesk, writer))).toBeUndefined();
    expect(
      refusal(() => assertMayImpersonate(helpdesk, user('clerk', { profiles: ['FINANCE'] }))),
    ).toBeDefined();
    expect(refusal(() => assertMayImpersonate(helpdesk, admin))).toBeDefined();
    expect(refusal(() => assertMayImpersonate(writer, writer))).toBeUndefined();
  });
});
