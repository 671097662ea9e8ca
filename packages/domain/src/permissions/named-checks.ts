import { hasPermission, type PermissionSubject } from './has-permission.ts';

/**
 * The named checks of foundation.md §6. Scripts are read in strict mode: 'read all' does not
 * open them.
 *
 * @example namedChecks.canReadScripts({ permissions: { 'read all': true } }) // false
 */
export const namedChecks = {
  canReadScripts: (subject: PermissionSubject) => hasPermission(subject, 'read scripts', { strict: true }),
  canReadUsers: (subject: PermissionSubject) => hasPermission(subject, 'read users'),
  canReadTasks: (subject: PermissionSubject) => hasPermission(subject, 'read tasks'),
  canReadImports: (subject: PermissionSubject) => hasPermission(subject, 'read imports'),
  canWriteImports: (subject: PermissionSubject) => hasPermission(subject, 'write imports'),
  canReadMetrics: (subject: PermissionSubject) => hasPermission(subject, 'read metrics'),
  canReadBatches: (subject: PermissionSubject) => hasPermission(subject, 'read batches'),
  canCreateUsers: (subject: PermissionSubject) => hasPermission(subject, 'write /api/core/users'),
} as const;
