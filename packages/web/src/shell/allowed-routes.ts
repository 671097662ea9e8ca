/** Forms a list route may take in the plural: `persons` → `person`, `taxes` → `tax`, `histories` → `history`. */
function singularForms(segment: string): string[] {
  return [segment.replace(/ies$/, 'y'), segment.replace(/es$/, ''), segment.replace(/s$/, '')].filter(
    (form) => form !== segment,
  );
}

/**
 * Whether a path may be opened when the configuration restricts routes (foundation.md §2:
 * menu paths, the landing page and the allowedRoutes option). An allowed path also allows what
 * lies below it, and an allowed list (`/persons`) allows its items (`/person/PER00000001`).
 * An allowed route ending in `*` allows every path starting with what precedes it.
 */
export function isRouteAllowed(pathname: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => {
    const [route = ''] = entry.split('?');
    if (route.endsWith('*')) return pathname.startsWith(route.slice(0, -1));
    if (pathname === route || pathname.startsWith(`${route}/`)) return true;
    const segments = route.split('/').filter(Boolean);
    if (segments.length !== 1 || !segments[0]) return false;
    return singularForms(segments[0]).some(
      (singular) => pathname === `/${singular}` || pathname.startsWith(`/${singular}/`),
    );
  });
}

/**
 * The routes a configuration allows, when it restricts them with `allowedRoutes`: its menu paths,
 * its landing page and the option's routes. Undefined when it does not restrict.
 */
export function allowedRoutesOf(configuration: {
  allowedRoutes: readonly string[] | undefined;
  landingPage: string;
  menus: readonly MenuPaths[] | undefined;
}): string[] | undefined {
  if (!configuration.allowedRoutes) return undefined;
  const paths = (entries: readonly MenuPaths[]): string[] =>
    entries.flatMap((entry) => [
      ...(entry.path ? [entry.path] : []),
      ...(entry.redirect ? [entry.redirect] : []),
      ...paths(entry.menus),
    ]);
  return [...paths(configuration.menus ?? []), configuration.landingPage, ...configuration.allowedRoutes];
}

interface MenuPaths {
  path?: string;
  redirect?: string;
  menus: readonly MenuPaths[];
}
