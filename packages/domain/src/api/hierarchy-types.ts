/** A person of a relations diagram, as `GET {route}/{registration}/hierarchy` answers it. */
export interface HierarchyPerson {
  registration: string;
  name: string | null;
  /** The person type (business-areas.md §3): I, E, P are natural persons; C and O companies. */
  type: string | null;
  status: string | null;
}

/** A relation from one person to another: a holder to what it holds, an organisation to its member. */
export interface HierarchyLink {
  source: string;
  target: string;
  /** `SIGNEROF`, a stake holder's relation, or `ORGAREGISTRATION` for a person's organisation. */
  relation: string | null;
  /** Share held, as a fraction (0.25 for 25 %). */
  stake?: number;
}

/** `GET /api/person/persons/{registration}/hierarchy` (business-areas.md §3 and §7). */
export interface PersonHierarchy {
  /** The person asked for, first. */
  persons: HierarchyPerson[];
  links: HierarchyLink[];
  /** Whether the walk stopped at its size bound before reaching every related person. */
  isTruncated: boolean;
}

/**
 * A person whose record names another among its descendants, with the relation it states:
 * `GET /api/person/persons/{registration}/ascendants` answers them in registration order, so the
 * last SIGNEROF one is the person's signer (business-areas.md §7).
 */
export interface PersonAscendant extends HierarchyPerson {
  relation: string | null;
  stake?: number;
}

/** `GET /api/person/organizations-with-ascendants`: each organisation (a person of type O) and its ascendants. */
export interface OrganizationWithAscendants extends HierarchyPerson {
  ascendants: PersonAscendant[];
}
