export {
  canReadEntity,
  hasPermission,
  type PermissionCheckOptions,
  type PermissionSubject,
} from './has-permission.ts';
export { namedChecks } from './named-checks.ts';
export {
  type ProfilesPermissions,
  permissionsOfProfiles,
  profilesPermissionsDocument,
} from './profiles-permissions.ts';
export { routePermission } from './route-permission.ts';
