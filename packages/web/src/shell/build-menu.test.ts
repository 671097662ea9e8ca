import { defineEntity, entities } from '@lessor/domain/entities';
import { entitiesWithThrowaway } from '@lessor/domain/testing';
import { describe, expect, it } from 'vitest';
import { buildMenu } from './build-menu.ts';
import type { UserConfiguration } from './user-configuration.ts';

const configuration = { user: { isAdmin: true, profiles: [] } } as unknown as UserConfiguration;

function group(title: string, menu = buildMenu(configuration, entities)) {
  return menu.find((node) => node.label === title)?.children.map((child) => child.path) ?? [];
}

describe('the menu of a user who may read some lists only', () => {
  const clerk = {
    user: { isAdmin: false, profiles: ['CLERK'] },
    userPermissions: { 'read /api/person/persons': true, 'read Contract': true },
  } as unknown as UserConfiguration;

  it('lists the entities their permissions open, by route key or by entity name, and no other', () => {
    const paths = buildMenu(clerk, entities).flatMap((node) => node.children.map((child) => child.path));
    expect(paths).toEqual(expect.arrayContaining(['/persons', '/contracts']));
    expect(paths).not.toContain('/invoices');
    expect(paths).not.toContain('/prospects');
  });

  it('leaves a configured link to a list they may not read out, and keeps the others', () => {
    const configured = {
      ...clerk,
      menus: [
        {
          label: 'Work',
          menus: [
            { path: '/persons', menus: [] },
            { path: '/invoices', menus: [] },
          ],
        },
        { path: '/calendar', menus: [] },
      ],
    } as unknown as UserConfiguration;
    const [work, calendar] = buildMenu(configured, entities);
    expect(work?.children.map((child) => child.path)).toEqual(['/persons']);
    expect(calendar?.path).toBe('/calendar');
  });

  it('leaves out the tool screens whose permission they lack', () => {
    const paths = buildMenu(clerk, entities).flatMap((node) => node.children.map((child) => child.path));
    expect(paths).toContain('/calendar');
    expect(paths).not.toContain('/crons');
    expect(paths).not.toContain('/scripts');
  });

  it('lists only the screens their profiles open, when the routes are restricted', () => {
    const restricted = {
      ...clerk,
      landingPage: '/contracts',
      allowedRoutes: ['/contracts', '/calendar'],
    } as unknown as UserConfiguration;
    const menu = buildMenu(restricted, entities);
    expect(menu.flatMap((node) => node.children.map((child) => child.path))).toEqual([
      '/contracts',
      '/calendar',
    ]);
    expect(menu.every((node) => node.children.length > 0)).toBe(true);
  });

  it('hides nothing while the permissions are unknown', () => {
    const unknown = { user: { isAdmin: false, profiles: [] } } as unknown as UserConfiguration;
    const paths = buildMenu(unknown, entities).flatMap((node) => node.children.map((child) => child.path));
    expect(paths).toContain('/invoices');
  });
});

describe('the minimal menu', () => {
  it("places each entity list in its declaration's group, in declared order", () => {
    expect(group('People').slice(0, 3)).toEqual(['/persons', '/prospects', '/person-amendments']);
    expect(group('Banking and billing')[0]).toBe('/invoices');
    expect(group('Administration')).toContain('/system-logs');
  });

  it('places the reconciliation screen after the banking and billing lists, and in no tool group', () => {
    const menu = buildMenu(configuration, entities);
    expect(group('Banking and billing', menu).at(-1)).toBe('/bank/reconciliation');
    const everywhere = menu.flatMap((node) => node.children.map((child) => child.path));
    expect(everywhere.filter((path) => path === '/bank/reconciliation')).toHaveLength(1);
  });

  it('places the treasury screens beside the bank accounts, and the arbitration beside the funds', () => {
    const menu = buildMenu(configuration, entities);
    expect(group('Banking and billing', menu)).toEqual(
      expect.arrayContaining(['/move-money', '/bank/set-overdraft']),
    );
    expect(group('Assets and contracts', menu).at(-1)).toBe('/arbitration');
    expect(group('Tools', menu)).not.toContain('/move-money');
  });

  it('lists every declared entity once, a new one placed by its own declaration', () => {
    const menu = buildMenu(configuration, entitiesWithThrowaway);
    const paths = menu.flatMap((node) => node.children.map((child) => child.path));
    for (const entity of entitiesWithThrowaway) {
      expect(paths.filter((path) => path === `/${entity.pluralRoute}`)).toHaveLength(1);
    }
    expect(group('Assets and contracts', menu).slice(0, 3)).toEqual(['/contracts', '/throwaways', '/deals']);
  });

  it('places an entity without an order after the ordered ones of its group', () => {
    const latecomer = defineEntity({
      name: 'Latecomer',
      domain: 'people',
      prefix: 'LAT',
      group: 'people',
      fields: {},
      listColumns: ['registration'],
      searchFields: ['registration'],
    });
    expect(group('People', buildMenu(configuration, [...entities, latecomer])).at(-1)).toBe('/latecomers');
  });
});
