import { defineEntity, entities } from '@lessor/domain/entities';
import { entitiesWithThrowaway } from '@lessor/domain/testing';
import { describe, expect, it } from 'vitest';
import { buildMenu } from './build-menu.ts';
import type { UserConfiguration } from './user-configuration.ts';

const configuration = { user: { isAdmin: true, profiles: [] } } as unknown as UserConfiguration;

function group(title: string, menu = buildMenu(configuration, entities)) {
  return menu.find((node) => node.label === title)?.children.map((child) => child.path) ?? [];
}

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
