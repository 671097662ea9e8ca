import { describe, expect, it } from 'vitest';
import { landingPathOf } from './landing-path.ts';
import { readUserConfiguration } from './user-configuration.ts';

const configured = (answer: Record<string, unknown>) =>
  readUserConfiguration({ landingPage: '/persons', user: { profiles: ['CLERK'] }, ...answer });

describe('the landing page', () => {
  it('is the configured one for a user who may open it, or whose permissions are not told', () => {
    expect(landingPathOf(configured({ userPermissions: { 'read Person': true } }))).toBe('/persons');
    expect(landingPathOf(configured({}))).toBe('/persons');
    expect(landingPathOf(configured({ user: { isAdmin: true } }))).toBe('/persons');
  });

  it('is the first screen of the menu for a user who may not read the configured list', () => {
    const reader = configured({
      userPermissions: { 'read /api/financing/contracts': true },
      menus: [{ path: '/persons' }, { path: '/contracts' }, { path: '/calendar' }],
    });
    expect(landingPathOf(reader)).toBe('/contracts');
  });
});
