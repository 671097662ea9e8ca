import type { CurrentUser } from './api-types.ts';

/** A user as `GET /api/core/users` lists it (foundation.md §3, business-areas.md §3). */
export interface User extends CurrentUser {
  email: string | null;
  mobile: string | null;
  canImpersonate: boolean;
  isLocked: boolean;
  hasActivatedMfa: boolean;
  lastLoginDate: string | null;
  isNotificationsDisabled: boolean;
}

/** What `POST /api/core/users` and `PUT`/`PATCH /api/core/users/{username}` accept. */
export type UserInput = Partial<Omit<User, 'tenant' | 'hasActivatedMfa' | 'lastLoginDate'>> & {
  username: string;
};

/** The preference types of foundation.md §3. */
export const userPreferenceTypes = [
  'SEARCH_FILTER',
  'TABLE_CONFIGURATION',
  'CONTENT',
  'UI',
  'PINNED_ITEM',
] as const;

export type UserPreferenceType = (typeof userPreferenceTypes)[number];

/** `POST /api/core/users/{username}/preferences` */
export interface UserPreference {
  _id: string;
  groupId?: string | null;
  type: UserPreferenceType;
  value: unknown;
}

/** A menu entry of the user configuration; entries with profiles show only to users holding one. */
export interface Menu {
  path: string;
  label?: string;
  hidden?: boolean;
  redirect?: string;
  profiles?: string[];
  menus?: Menu[];
}

/** `GET /api/script/runs/user-configuration` (foundation.md §3). */
export interface UserConfiguration {
  user: CurrentUser & { timeZone?: string };
  options: Record<string, unknown>;
  /** Absent when the tenant configures none: the web application then builds them from the declarations. */
  menus?: Menu[];
  responsiveBottomNavigation: Menu[];
  userPermissions: Record<string, boolean>;
  userPreferences: UserPreference[];
  landingPage: string;
  environment: { DEV: boolean; UAT: boolean; production: boolean; test: boolean; staging: boolean };
  scriptOverrides: Record<string, unknown>;
  collectMissingTranslations: boolean;
}

/** The first factor succeeded, the user has MFA: the TOTP step comes next. */
export interface TotpChallenge {
  totpToken: string;
  username: string;
  mfaMethods: ['TOTP'];
}
