import type { Menu, User, UserConfiguration } from '@lessor/domain/api';
import {
  type ProfilesPermissions,
  permissionsOfProfiles,
  profilesPermissionsDocument,
} from '@lessor/domain/permissions';
import { readConfigurationDocument } from '../configuration/configuration-documents.ts';
import type { TenantTransaction } from '../db/with-tenant.ts';
import { listPreferences } from '../users/preference-store.ts';
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
const defaultMenus: Menu[] = [
  { path: '/persons', label: 'Persons' },
  { path: '/users', label: 'Users', profiles: ['ADMIN'] },
];

/** The user configuration (foundation.md §3), from the tenant's configuration documents. */
export async function buildUserConfiguration(trx: TenantTransaction, user: User): Promise<UserConfiguration> {
  const source =
    (await readConfigurationDocument<UserConfigurationSource>(trx, user.tenant, userConfigurationDocument))
      ?.value ?? {};
  const profilesPermissions = (
    await readConfigurationDocument<ProfilesPermissions>(trx, user.tenant, profilesPermissionsDocument)
  )?.value;
  const isAdmin = user.isAdmin || user.isMainAdmin || user.isSuperAdmin;
  const menus = filterMenus(source.menus ?? defaultMenus, user.profiles, isAdmin);
  return {
    user,
    options: { oidc: { useKeepAlive: false }, ...source.options },
    menus,
    responsiveBottomNavigation: filterMenus(source.responsiveBottomNavigation ?? [], user.profiles, isAdmin),
    userPermissions: permissionsOfProfiles(profilesPermissions, user.profiles),
    userPreferences: await listPreferences(trx, user),
    landingPage: source.landingPage ?? menus[0]?.path ?? fallbackLandingPage,
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
