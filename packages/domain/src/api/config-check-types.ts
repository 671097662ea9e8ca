/** `GET /api/core/tenants/check-config`: what a tenant's configuration check answers (docs/scripts.md). */
export const configCheckPath = '/api/core/tenants/check-config';

/** Names of reference items, by kind: lists, scripts, reports (print layouts). */
export interface ConfigCheckItems {
  lists: string[];
  scripts: string[];
  reports: string[];
}

/** A fault of the tenant's configuration: a script that does not compile, a list nobody defines. */
export interface ConfigCheckError {
  type: 'script' | 'list';
  name: string;
  message: string;
}

/**
 * One tenant's check: its faults, what the shipped reference configuration added, changed and
 * removed since the tenant's last check, and what the tenant defines beyond it.
 */
export interface ConfigCheck {
  tenant: string;
  errors: ConfigCheckError[];
  inserted: ConfigCheckItems;
  updated: ConfigCheckItems;
  deleted: ConfigCheckItems;
  /** The tenant's lists that are not shipped, by name. */
  userLists: string[];
  /** The names of the tenant's scripts that do not replace a built-in one. */
  userScripts: string[];
  /** ISO date and time of the check before this one; null on the first. */
  lastConfigCheckDate: string | null;
}
