/** One record found across entities, as `GET /api/core/global-search` answers it, best first. */
export interface GlobalSearchHit {
  /** The declared entity's name. */
  entity: string;
  label: string;
  route: string;
  registration: string;
  name: string | null;
}
