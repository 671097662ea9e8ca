import { describe, expect, it } from 'vitest';
import { canReadEntity, hasPermission, mayReadCollection } from './has-permission.ts';
import { namedChecks } from './named-checks.ts';
import { permissionsOfProfiles } from './profiles-permissions.ts';
import { routePermission } from './route-permission.ts';

const reader = { permissions: { 'read all': true } };
const writer = { permissions: { 'write all': true } };
const admin = { isAdmin: true, permissions: {} };

describe('permission checks (foundation.md §6)', () => {
  it('lets every kind of admin pass unless admins are disallowed', () => {
    for (const flag of ['isAdmin', 'isMainAdmin', 'isSuperAdmin']) {
      const subject = { [flag]: true, permissions: {} };
      expect(hasPermission(subject, 'write /api/core/users')).toBe(true);
      expect(hasPermission(subject, 'write /api/core/users', { disallowAdmins: true })).toBe(false);
    }
  });

  it('grants the exact key, and read all or write all for read and write keys outside strict mode', () => {
    expect(hasPermission({ permissions: { 'approve deals': true } }, 'approve deals')).toBe(true);
    expect(hasPermission(reader, 'read /api/person/persons')).toBe(true);
    expect(hasPermission(reader, 'write /api/person/persons')).toBe(false);
    expect(hasPermission(writer, 'write /api/person/persons')).toBe(true);
    expect(hasPermission(reader, 'approve deals')).toBe(false);
    expect(hasPermission(reader, 'read /api/person/persons', { strict: true })).toBe(false);
  });

  it("opens a collection by its route's key, its entity's name or its path's last part", () => {
    const creditLines = { name: 'CreditLine', apiPath: '/api/financing/credit-lines' };
    const grants: Record<string, boolean>[] = [
      { 'read /api/financing/credit-lines': true },
      { 'read CreditLine': true },
      { 'get credit-lines': true },
      { 'read all': true },
    ];
    for (const permissions of grants)
      expect(mayReadCollection({ permissions }, creditLines), JSON.stringify(permissions)).toBe(true);
    expect(mayReadCollection({ permissions: { 'read /api/person/persons': true } }, creditLines)).toBe(false);
    expect(mayReadCollection({ permissions: { 'write all': true } }, creditLines)).toBe(false);
    expect(mayReadCollection(admin, creditLines)).toBe(true);
  });

  it("opens an entity by 'read all', 'read {entity}' or 'get {entity}'", () => {
    expect(canReadEntity(reader, 'persons')).toBe(true);
    expect(canReadEntity({ permissions: { 'read persons': true } }, 'persons')).toBe(true);
    expect(canReadEntity({ permissions: { 'get persons': true } }, 'persons')).toBe(true);
    expect(canReadEntity({ permissions: { 'get assets': true } }, 'persons')).toBe(false);
  });

  it('reads scripts only with the exact key; other named checks fall back', () => {
    expect(namedChecks.canReadScripts(reader)).toBe(false);
    expect(namedChecks.canReadScripts({ permissions: { 'read scripts': true } })).toBe(true);
    expect(namedChecks.canReadScripts(admin)).toBe(true);
    for (const check of [
      'canReadUsers',
      'canReadTasks',
      'canReadImports',
      'canReadMetrics',
      'canReadBatches',
    ] as const)
      expect(namedChecks[check](reader)).toBe(true);
    expect(namedChecks.canWriteImports(writer)).toBe(true);
    expect(namedChecks.canCreateUsers(reader)).toBe(false);
    expect(namedChecks.canCreateUsers({ permissions: { 'write /api/core/users': true } })).toBe(true);
  });

  it("merges the profiles' permissions, given as lists or maps", () => {
    const document = { SALES: ['read all'], CLIENT: { 'read persons': true, 'write all': false } };
    expect(permissionsOfProfiles(document, ['SALES', 'CLIENT', 'UNKNOWN'])).toEqual({
      'read all': true,
      'read persons': true,
    });
    expect(permissionsOfProfiles(undefined, ['SALES'])).toEqual({});
  });

  it('names a route by its verb and collection path', () => {
    expect(routePermission('GET', '/api/person/persons/:id')).toBe('read /api/person/persons');
    expect(routePermission('DELETE', '/api/core/users/:username')).toBe('write /api/core/users');
    expect(routePermission('POST', '/api/core/users')).toBe('write /api/core/users');
  });
});
