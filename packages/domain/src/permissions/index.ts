export {
  canReadEntity,
  hasPermission,
  mayReadCollection,
  type PermissionCheckOptions,
  type PermissionSubject,
} from './has-permission.ts';
export { namedChecks } from './named-checks.ts';
export {
  type ProfilesPermissions,
  permissionsOfProfiles,
  profilesPermissionsDocument,
} from './profiles-permissions.ts';
export {
  type ProfilesScreens,
  profilesScreensDocument,
  profilesScreensFault,
  screensOfProfiles,
} from './profiles-screens.ts';
export { routePermission } from './route-permission.ts';
