import type { PersonHierarchy } from '@lessor/domain/api';
import { type EntityDefinition, personEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { findRecordRow } from '../entities/reading/find-record.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';
import { linksOf, type PersonRow, toHierarchyPerson } from './person-relations.ts';
import { personsByRegistration, personsNaming, toPersonRow } from './person-rows.ts';

/** Most persons one diagram shows: past it the walk stops and says so. */
const hierarchyBound = 500;

/**
 * The persons related to one, however far, and the relations between them (business-areas.md §3,
 * person hierarchy): the walk follows each relation both ways, level by level, from the person to
 * those its record names (descendants, organisation) and to those whose records name it.
 * Everything is read within the caller's tenant. `organizationOnly` refuses a start that is not
 * an organisation. The start is a person unless `from` says otherwise: a prospect, whose record
 * states its relations as a person's does, is drawn among the persons it names.
 */
export async function personHierarchy(
  trx: TenantTransaction,
  tenant: string,
  id: string,
  {
    organizationOnly = false,
    from = personEntity,
  }: { organizationOnly?: boolean; from?: EntityDefinition } = {},
): Promise<PersonHierarchy> {
  const start = toPersonRow(await findRecordRow(trx, tenant, from, id));
  // `/organizations/{registration}/hierarchy` starts from an organisation: a person of type O.
  if (organizationOnly && start.type !== 'O')
    throw new LessorError('ENTITY_REGISTRATION_NOT_FOUND', ['Organization', id]);
  const known = new Map<string, PersonRow>([[start.registration, start]]);
  let frontier = [start];
  let isTruncated = false;
  while (frontier.length > 0 && !isTruncated) {
    // Both ways: the persons the level's records name, and the persons whose records name the level.
    const named = frontier.flatMap((row) => linksOf(row).flatMap((link) => [link.source, link.target]));
    const unknown = [...new Set(named)].filter((registration) => !known.has(registration));
    const found = [
      ...(await personsByRegistration(trx, tenant, unknown)),
      ...(await personsNaming(
        trx,
        tenant,
        frontier.map((row) => row.registration),
      )),
    ];
    const next: PersonRow[] = [];
    for (const row of found) {
      if (known.has(row.registration)) continue;
      if (known.size >= hierarchyBound) {
        isTruncated = true;
        break;
      }
      known.set(row.registration, row);
      next.push(row);
    }
    frontier = next;
  }
  const links = [...known.values()]
    .flatMap(linksOf)
    .filter((link) => known.has(link.source) && known.has(link.target));
  return { persons: [...known.values()].map(toHierarchyPerson), links, isTruncated };
}
