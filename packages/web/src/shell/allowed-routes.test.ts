import { describe, expect, it } from 'vitest';
import { allowedRoutesOf, isRouteAllowed } from './allowed-routes.ts';

describe('allowed routes', () => {
  const allowed = ['/persons', '/taxes', '/documentation/getting-started', '/reports/*', '/histories?page=2'];

  it('allows the listed paths and what lies below them', () => {
    expect(isRouteAllowed('/persons', allowed)).toBe(true);
    expect(isRouteAllowed('/documentation/getting-started/getting-started', allowed)).toBe(true);
    expect(isRouteAllowed('/reports/monthly/2026', allowed)).toBe(true);
  });

  it("allows an allowed list's create and item routes", () => {
    expect(isRouteAllowed('/person', allowed)).toBe(true);
    expect(isRouteAllowed('/person/PER00000001', allowed)).toBe(true);
    expect(isRouteAllowed('/tax/TAX00000001', allowed)).toBe(true);
    expect(isRouteAllowed('/history/HIS00000001', allowed)).toBe(true);
  });

  it('refuses anything else, including paths that only share a prefix', () => {
    expect(isRouteAllowed('/contracts', allowed)).toBe(false);
    expect(isRouteAllowed('/personsx', allowed)).toBe(false);
    expect(isRouteAllowed('/contract/CON00000001', allowed)).toBe(false);
    expect(isRouteAllowed('/', allowed)).toBe(false);
  });
});

describe('routes a configuration allows', () => {
  it('are its menu paths, its landing page and its allowedRoutes, only when it restricts', () => {
    const menus = [
      {
        menus: [
          { path: '/persons', menus: [] },
          { redirect: '/contracts', menus: [] },
        ],
      },
    ];
    expect(allowedRoutesOf({ allowedRoutes: ['/tasks'], landingPage: '/home', menus })).toEqual([
      '/persons',
      '/contracts',
      '/home',
      '/tasks',
    ]);
    expect(allowedRoutesOf({ allowedRoutes: undefined, landingPage: '/home', menus })).toBeUndefined();
  });
});
