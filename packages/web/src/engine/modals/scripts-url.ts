/** The scripts a model viewer opens for an entity (business-areas.md §2). */
export type ScriptKind = 'layout' | 'workflow' | 'extension';

/**
 * The scripts screen's address for one of an entity's scripts, opened in a new window: the
 * script's name (`person-layout`), the same as filter, all=1, the entity's name and the user.
 * @example scriptsUrl('layout', 'Person', 'ada@acme') // '/scripts?name=person-layout&filter=person-layout&all=1&entityName=Person&username=ada%40acme'
 */
export function scriptsUrl(kind: ScriptKind, entityName: string, username: string | undefined): string {
  const dashed = entityName.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  const name = `${dashed}-${kind}`;
  const query = new URLSearchParams({ name, filter: name, all: '1', entityName });
  if (username) query.set('username', username);
  return `/scripts?${query}`;
}
