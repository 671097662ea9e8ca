import type { Menu, User, UserConfiguration } from '@lessor/domain/api';
import {
  type ProfilesPermissions,
  type ProfilesScreens,
  permissionsOfProfiles,
  profilesPermissionsDocument,
  profilesScreensDocument,
  screensOfProfiles,
} from '@lessor/domain/permissions';
import { readConfigurationDocument } from '../configuration-documents/configuration-document-store.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';
import { listPreferences } from '../users/store/preference-store.ts';
import { filterMenus } from './filter-menus.ts';

/** The configuration document a tenant shapes its users' configuration with. */
export const userConfigurationDocument = 'user-configuration';

interface UserConfigurationSource {
  options?: Record<string, unknown>;
  menus?: Menu[];
  responsiveBottomNavigation?: Menu[];
  landingPage?: string;
  environment?: Partial<UserConfiguration['environment']>;
  scriptOverrides?: Record<string, unknown>;
  collectMissingTranslations?: boolean;
}

/** foundation.md §2: without a configured landing page, the getting-started documentation. */
const fallbackLandingPage = '/documentation/getting-started/getting-started';

/** The user configuration (foundation.md §3), from the tenant's configuration documents. */
export async function buildUserConfiguration(trx: TenantTransaction, user: User): Promise<UserConfiguration> {
  const source =
    (await readConfigurationDocument<UserConfigurationSource>(trx, user.tenant, userConfigurationDocument))
      ?.value ?? {};
  const profilesPermissions = (
    await readConfigurationDocument<ProfilesPermissions>(trx, user.tenant, profilesPermissionsDocument)
  )?.value;
  const isAdmin = user.isAdmin || user.isMainAdmin || user.isSuperAdmin;
  // A user whose profiles the profilesScreens document names opens their screens only; admins, all.
  const profilesScreens = (
    await readConfigurationDocument<ProfilesScreens>(trx, user.tenant, profilesScreensDocument)
  )?.value;
  const screens = isAdmin ? undefined : screensOfProfiles(profilesScreens, user.profiles);
  const tenantRoutes = source.options?.allowedRoutes;
  // Without configured menus none are answered: the web application builds them from the declarations.
  const menus = source.menus && filterMenus(source.menus, user.profiles, isAdmin);
  return {
    user,
    options: {
      oidc: { useKeepAlive: false },
      ...source.options,
      ...(screens
        ? { allowedRoutes: [...(Array.isArray(tenantRoutes) ? tenantRoutes : []), ...screens] }
        : {}),
    },
    ...(menus ? { menus } : {}),
    responsiveBottomNavigation: filterMenus(source.responsiveBottomNavigation ?? [], user.profiles, isAdmin),
    userPermissions: permissionsOfProfiles(profilesPermissions, user.profiles),
    userPreferences: await listPreferences(trx, user),
    landingPage: source.landingPage ?? menus?.find((menu) => !menu.hidden)?.path ?? fallbackLandingPage,
    environment: {
      DEV: false,
      UAT: false,
      production: false,
      test: false,
      staging: false,
      ...source.environment,
    },
    scriptOverrides: source.scriptOverrides ?? {},
    collectMissingTranslations: source.collectMissingTranslations ?? false,
  };
}
