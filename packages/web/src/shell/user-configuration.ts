import type { PermissionSubject } from '@lessor/domain/permissions';

/**
 * The user configuration (foundation.md §3) as the shell reads it from
 * `GET /api/script/runs/user-configuration`. The server owns its shape; this reader keeps only
 * what the shell uses and tolerates anything else, so a partial configuration still opens the app.
 */
export interface MenuEntry {
  path?: string;
  label?: string;
  hidden?: boolean;
  redirect?: string;
  profiles?: readonly string[];
  menus: readonly MenuEntry[];
}

interface UserPreference {
  _id?: string;
  groupId: string;
  type: string;
  value: unknown;
}

export interface UserConfiguration {
  user: { username?: string; profiles: readonly string[]; isAdmin: boolean; locale?: string };
  menus: readonly MenuEntry[] | undefined;
  responsiveBottomNavigation: readonly string[] | undefined;
  landingPage: string;
  allowedRoutes: readonly string[] | undefined;
  allowOpenQueryToken: boolean;
  collectMissingTranslations: boolean;
  userPreferences: readonly UserPreference[];
  /** The tenant's settings (foundation.md §3: allowDebugMode, bypassIbanCheck, uniqueAddressPerType, ...). */
  settings: Readonly<Record<string, unknown>>;
  /**
   * The user's permission keys (foundation.md §6), undefined when the configuration did not say
   * (the minimal one): then the screens offer everything and leave the refusals to the server.
   */
  userPermissions: Readonly<Record<string, boolean>> | undefined;
  /** True when the configuration could not be loaded and the minimal one stands in. */
  minimal: boolean;
}

export const userConfigurationPath = '/api/script/runs/user-configuration';

/** The documented fallback landing page (foundation.md §2). */
const fallbackLandingPage = '/documentation/getting-started/getting-started';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

function readMenu(value: unknown): MenuEntry | undefined {
  if (!isObject(value)) return undefined;
  const children = value.menus ?? value.subMenus ?? value.children;
  const path = text(value.path);
  const label = text(value.label) ?? text(value.title) ?? text(value.name);
  const redirect = text(value.redirect);
  const profiles = strings(value.profiles);
  return {
    ...(path ? { path } : {}),
    ...(label ? { label } : {}),
    ...(value.hidden === true ? { hidden: true } : {}),
    ...(redirect ? { redirect } : {}),
    ...(profiles ? { profiles } : {}),
    menus: Array.isArray(children) ? children.flatMap((child) => readMenu(child) ?? []) : [],
  };
}

/** Reads an answer of the configuration call; anything missing takes its default. */
export function readUserConfiguration(answer: unknown): UserConfiguration {
  const json = isObject(answer) ? answer : {};
  const user = isObject(json.user) ? json.user : {};
  const options = isObject(json.options) ? json.options : {};
  const bottom = json.responsiveBottomNavigation;
  const username = text(user.username);
  const locale = text(user.locale);
  return {
    user: {
      ...(username ? { username } : {}),
      ...(locale ? { locale } : {}),
      profiles: strings(user.profiles) ?? [],
      isAdmin: user.isAdmin === true || user.isMainAdmin === true || user.isSuperAdmin === true,
    },
    menus: Array.isArray(json.menus) ? json.menus.flatMap((menu) => readMenu(menu) ?? []) : undefined,
    responsiveBottomNavigation: Array.isArray(bottom)
      ? bottom.flatMap((item) => text(item) ?? (isObject(item) ? (text(item.path) ?? []) : []))
      : undefined,
    landingPage: text(json.landingPage) ?? fallbackLandingPage,
    allowedRoutes: strings(options.allowedRoutes),
    allowOpenQueryToken: options.allowOpenQueryToken === true || json.allowOpenQueryToken === true,
    collectMissingTranslations: json.collectMissingTranslations === true,
    userPreferences: Array.isArray(json.userPreferences)
      ? json.userPreferences.flatMap((preference) =>
          isObject(preference) &&
          typeof preference.groupId === 'string' &&
          typeof preference.type === 'string'
            ? [{ ...preference, groupId: preference.groupId, type: preference.type, value: preference.value }]
            : [],
        )
      : [],
    settings: options,
    userPermissions: isObject(json.userPermissions)
      ? Object.fromEntries(Object.entries(json.userPermissions).map(([key, value]) => [key, value === true]))
      : undefined,
    minimal: false,
  };
}

/**
 * The configuration used when the call fails with anything but 401 (foundation.md §8): the
 * documentation as landing page, and the menus the application builds from the declarations.
 */
export function minimalConfiguration(user: { username?: string; isAdmin?: boolean } = {}): UserConfiguration {
  return {
    ...readUserConfiguration({ user }),
    minimal: true,
  };
}

/**
 * What the permission checks read of the user: undefined while the configuration does not tell
 * the permissions, so that nothing is hidden on a guess.
 */
export function permissionSubjectOf(
  configuration: Pick<UserConfiguration, 'user' | 'userPermissions'> | undefined,
): PermissionSubject | undefined {
  if (!configuration) return undefined;
  if (configuration.user.isAdmin) return { isAdmin: true, permissions: {} };
  return configuration.userPermissions ? { permissions: configuration.userPermissions } : undefined;
}
