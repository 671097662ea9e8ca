import { describe, expect, it } from 'vitest';
import { filterMenus } from './filter-menus.ts';

const menus = [
  { path: '/persons' },
  { path: '/users', profiles: ['ADMIN'] },
  {
    path: '/sales',
    profiles: ['SALES'],
    menus: [{ path: '/sales/deals' }, { path: '/sales/admin', profiles: ['ADMIN'] }],
  },
];

describe('menus filtered by profiles', () => {
  it('shows an entry naming profiles only to a holder of one, sub-menus included', () => {
    expect(filterMenus(menus, ['SALES'], false)).toEqual([
      { path: '/persons' },
      { path: '/sales', profiles: ['SALES'], menus: [{ path: '/sales/deals' }] },
    ]);
    expect(filterMenus(menus, [], false)).toEqual([{ path: '/persons' }]);
  });

  it('shows everything to admins', () => {
    expect(filterMenus(menus, [], true)).toEqual(menus);
  });
});
