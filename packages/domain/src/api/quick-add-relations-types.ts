/** A role the person added gets, as `quickAddRoles` lists it once normalised. */
export interface QuickAddRole {
  role: string;
}

/**
 * A way to add a person around another (business-areas.md §7, quick-add-relations): how the
 * person added relates to the source person, the type it starts as, and the roles it gets.
 */
export interface QuickAddRelation {
  /** `ORGAREGISTRATION` (a member of the source organisation), `SHAREHOLDER` or `SIGNEROF` of it. */
  relation: string;
  /** The person type the quick add starts with (I, E, P natural persons; C, O companies). */
  type: string;
  quickAddRoles: QuickAddRole[];
}

/** `POST /api/script/runs/quick-add-relations`: the person the new one is added around. */
export interface QuickAddRelationsRequest {
  sourcePerson: string;
}

/**
 * `quickAddRoles` as a tenant's answer may give it: one role, a list of roles, or role objects.
 * @example quickAddRolesOf('CLIENT') // [{ role: 'CLIENT' }]
 * @example quickAddRolesOf(['CLIENT', { role: 'PAYER' }]) // [{ role: 'CLIENT' }, { role: 'PAYER' }]
 */
export function quickAddRolesOf(value: unknown): QuickAddRole[] {
  const listed = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return listed.flatMap((entry): QuickAddRole[] => {
    if (typeof entry === 'string' && entry) return [{ role: entry }];
    if (entry && typeof entry === 'object' && typeof (entry as QuickAddRole).role === 'string')
      return [{ role: (entry as QuickAddRole).role }];
    return [];
  });
}

/**
 * The fields of the person added that state its relation to the source: a member names its
 * organisation; a shareholder or a signer lists the source among its descendants.
 * @example relationFields('ORGAREGISTRATION', 'PER1') // { orgaRegistration: 'PER1' }
 * @example relationFields('SIGNEROF', 'PER1') // { descendants: [{ personRegistration: 'PER1', relation: 'SIGNEROF' }] }
 */
export function relationFields(relation: string, sourceRegistration: string): Record<string, unknown> {
  if (relation === 'ORGAREGISTRATION') return { orgaRegistration: sourceRegistration };
  return { descendants: [{ personRegistration: sourceRegistration, relation }] };
}
