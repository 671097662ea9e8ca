/**
 * The tool and list screens of foundation.md §2, each a route of its own. `collection` names the
 * entity whose list the screen shows once that entity is declared; `status` says what the screen
 * does today, so no screen pretends to more than the product holds.
 */
export interface ToolScreen {
  path: string;
  title: string;
  /** Collection shown by the screen when the entity is declared (`users`, `keyValues`). */
  collection?: string;
  /** A screen that is its collection's list searched so: `/exports` is the batches of type EXPORT. */
  query?: string;
  /**
   * Menu group in the minimal configuration: one of the tool groups, or an entity group to sit among
   * the lists it works on (the reconciliation and the treasury screens beside the bank accounts and
   * transactions, the arbitration beside the funds).
   */
  group: 'tools' | 'administration' | 'documentation' | 'billing' | 'contracts';
  /** Admins only (Ctrl+Shift+S opens /scripts for admins only). */
  adminOnly?: boolean;
  /** The permission the server asks of the screen's calls, when it is not reading its collection. */
  permission?: string;
}

export const toolScreens: readonly ToolScreen[] = [
  { path: '/users', title: 'Users', collection: 'users', group: 'administration' },
  { path: '/scripts', title: 'Scripts', collection: 'scripts', group: 'administration', adminOnly: true },
  { path: '/cache-info', title: 'Cache information', group: 'tools' },
  { path: '/script-logs', title: 'Script logs', collection: 'scriptLogs', group: 'administration' },
  { path: '/chat', title: 'Chat', group: 'tools' },
  { path: '/imports', title: 'Imports', collection: 'imports', group: 'tools' },
  { path: '/exports', title: 'Exports', collection: 'batches', query: 'type=EXPORT', group: 'tools' },
  { path: '/documentation', title: 'Documentation', group: 'documentation' },
  { path: '/documentation/api', title: 'API documentation', group: 'documentation' },
  { path: '/documentation-search', title: 'Documentation search', group: 'documentation' },
  { path: '/global-search', title: 'Global search', group: 'tools' },
  { path: '/audits', title: 'Audits', collection: 'audits', group: 'administration' },
  { path: '/database/current-operations', title: 'Current database operations', group: 'administration' },
  { path: '/hosts', title: 'Hosts', group: 'administration' },
  { path: '/calendar', title: 'Calendar', group: 'tools' },
  {
    path: '/metrics',
    title: 'Metrics',
    collection: 'metrics',
    group: 'administration',
    permission: 'read metrics',
  },
  { path: '/tenant', title: 'Tenant', group: 'administration' },
  { path: '/tenants', title: 'Tenants', collection: 'tenants', group: 'administration' },
  { path: '/system-events', title: 'System events', collection: 'systemEvents', group: 'administration' },
  { path: '/system-logs', title: 'System logs', collection: 'systemLogs', group: 'administration' },
  { path: '/access-logs', title: 'Access logs', collection: 'accessLogs', group: 'administration' },
  { path: '/crons', title: 'Crons', group: 'administration', permission: 'read batches' },
  { path: '/themes', title: 'Themes', group: 'tools' },
  { path: '/icons', title: 'Icons', group: 'tools' },
  { path: '/dtxns', title: 'Distributed transactions', collection: 'dtxns', group: 'administration' },
  { path: '/key-values', title: 'Key-values', collection: 'keyValues', group: 'administration' },
  { path: '/notifications', title: 'Notifications', group: 'tools' },
  { path: '/tests', title: 'Tests', group: 'administration', adminOnly: true },
  { path: '/rates', title: 'Rates', group: 'tools' },
  { path: '/time-entries', title: 'Time entries', collection: 'timeEntries', group: 'tools' },
  {
    path: '/object-storage-containers',
    title: 'Object storage containers',
    group: 'administration',
    adminOnly: true,
  },
  { path: '/move-money', title: 'Move money', group: 'billing' },
  { path: '/arbitration', title: 'Arbitration', group: 'contracts' },
  { path: '/bank/set-overdraft', title: 'Set overdraft', group: 'billing' },
  { path: '/bank/reconciliation', title: 'Reconciliation', group: 'billing' },
  { path: '/catalog/lectura', title: 'Vehicle catalogue', group: 'tools' },
];

export function findToolScreen(path: string): ToolScreen | undefined {
  return toolScreens.find((screen) => screen.path === path);
}
