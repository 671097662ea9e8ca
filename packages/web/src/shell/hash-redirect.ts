/**
 * The address a URL with a hash redirects to (foundation.md §2): `/#/persons?page=2` opens
 * `/persons?page=2`. Under /documentation a hash is an anchor in the page and stays.
 */
export function hashRedirect(location: {
  pathname: string;
  search: string;
  hash: string;
}): string | undefined {
  if (location.hash.length <= 1 || location.pathname.startsWith('/documentation')) return undefined;
  const target = location.hash.slice(1).replace(/^!/, '');
  return target.startsWith('/') ? target : `/${target}`;
}
