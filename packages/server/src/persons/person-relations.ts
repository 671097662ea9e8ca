import type { HierarchyLink, HierarchyPerson } from '@lessor/domain/api';

/** What the walk reads of a person's row. */
export interface PersonRow {
  registration: string;
  name: string | null;
  type: string | null;
  status: string | null;
  data: Record<string, unknown>;
}

/** The relation a person's organisation (`orgaRegistration`) is drawn with. */
const organisationRelation = 'ORGAREGISTRATION';

export function toHierarchyPerson(row: PersonRow): HierarchyPerson {
  return { registration: row.registration, name: row.name, type: row.type, status: row.status };
}

/**
 * The relations a person's own record states: to each of its descendants (a holder to what it
 * holds, a signer to whom it signs for, with the stake), and from its organisation to itself.
 * @example linksOf({ registration: 'PER2', data: { orgaRegistration: 'PER1' }, ... })
 *   // [{ source: 'PER1', target: 'PER2', relation: 'ORGAREGISTRATION' }]
 */
export function linksOf(row: PersonRow): HierarchyLink[] {
  const links: HierarchyLink[] = [];
  const descendants = Array.isArray(row.data.descendants) ? row.data.descendants : [];
  for (const descendant of descendants) {
    if (typeof descendant !== 'object' || descendant === null) continue;
    const { personRegistration, relation, stake } = descendant as Record<string, unknown>;
    if (typeof personRegistration !== 'string' || personRegistration === row.registration) continue;
    links.push({
      source: row.registration,
      target: personRegistration,
      relation: typeof relation === 'string' && relation !== '' ? relation : null,
      ...(typeof stake === 'number' ? { stake } : {}),
    });
  }
  const organisation = row.data.orgaRegistration;
  if (typeof organisation === 'string' && organisation !== '' && organisation !== row.registration)
    links.push({ source: organisation, target: row.registration, relation: organisationRelation });
  return links;
}
