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

/** The admin flags of a user (foundation.md §3, §6). */
export const userFlags = ['isAdmin', 'isMainAdmin', 'isSuperAdmin', 'canImpersonate'] as const;

export type UserFlag = (typeof userFlags)[number];

/**
 * A user as `/api/core/users` and `/{username}` answer them to a reader of users: with the admin
 * flags the reader holds themselves (a higher admin holding those below theirs), the others left
 * out, so that a plain admin does not learn who is super admin.
 */
export type UserAsSeen = Omit<User, UserFlag> & Partial<Pick<User, UserFlag>>;

/**
 * The users list's KPI figures (business-areas.md §2, users-kpi), each also a filter of the list
 * (`?status=`): locked users, admins (counted for admins only), users signed in within 30 days.
 */
export const userListStatuses = ['LOCKED', 'ADMIN', 'RECENT'] as const;

export type UserListStatus = (typeof userListStatuses)[number];

/** `GET /api/core/users/{username}/sign-ins`: one sign-in of a user, or one refused. */
export interface UserSignIn {
  /** The SystemEvent that recorded it. */
  registration: string;
  date: string;
  outcome: 'SIGNED_IN' | 'REFUSED';
  /** How they signed in ('a sign-in link', 'a TOTP code'), or what was refused ('a wrong TOTP code'). */
  how: string;
}

/**
 * Where a user's latest sign-ins are read, newest first; `range` pages them.
 * @example userSignInsPath('ada@demo') // '/api/core/users/ada%40demo/sign-ins'
 */
export const userSignInsPath = (username: string) =>
  `/api/core/users/${encodeURIComponent(username)}/sign-ins`;

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
