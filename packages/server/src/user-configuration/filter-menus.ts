import type { Menu } from '@lessor/domain/api';

/**
 * The menus a user sees (foundation.md §6): an entry naming profiles shows only to a user holding
 * one of them, or to an admin; sub-menus are filtered the same way.
 */
export function filterMenus(menus: readonly Menu[], profiles: readonly string[], isAdmin: boolean): Menu[] {
  return menus.flatMap((menu) => {
    const allowed =
      isAdmin || !menu.profiles?.length || menu.profiles.some((profile) => profiles.includes(profile));
    if (!allowed) return [];
    return [menu.menus ? { ...menu, menus: filterMenus(menu.menus, profiles, isAdmin) } : menu];
  });
}
