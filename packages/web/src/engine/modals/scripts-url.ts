import { dashed } from '@lessor/domain/entities';

/** The scripts a model viewer opens for an entity (business-areas.md §2), named `{entity}-{kind}`. */
const scriptKinds = ['layout', 'workflow', 'extension'] as const;
export type ScriptKind = (typeof scriptKinds)[number];

/** How an entity's scripts are named: `person-` for Person, `credit-line-` for CreditLine. */
export function entityScriptPrefix(entityName: string): string {
  return `${dashed(entityName)}-`;
}

/**
 * The kind a new script of that name is, as the Script entity spells it: `person-layout-C` is a
 * LAYOUT script, a name of no kind a BUSINESS one.
 */
export function kindOfScriptName(name: string): string {
  const kind = scriptKinds.find((candidate) => new RegExp(`-${candidate}(-|$)`).test(name));
  return kind ? kind.toUpperCase() : 'BUSINESS';
}

/**
 * The scripts screen's address for one of an entity's scripts, opened in a new window: the
 * script's name (`person-layout`), the same as filter, all=1, the entity's name and the user.
 * @example scriptsUrl('layout', 'Person', 'ada@acme') // '/scripts?name=person-layout&filter=person-layout&all=1&entityName=Person&username=ada%40acme'
 */
export function scriptsUrl(kind: ScriptKind, entityName: string, username: string | undefined): string {
  const name = `${entityScriptPrefix(entityName)}${kind}`;
  const query = new URLSearchParams({ name, filter: name, all: '1', entityName });
  if (username) query.set('username', username);
  return `/scripts?${query}`;
}
