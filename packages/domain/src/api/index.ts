export {
  apiPaths,
  type CurrentUser,
  type EntityRecord,
  recordMetaFields,
  type TokenLoginRequest,
} from './api-types.ts';
export type {
  HostConfiguration,
  OidcConfiguration,
  OidcLoginRequest,
  OidcRefreshAnswer,
} from './identity-types.ts';
export {
  type Menu,
  type TotpChallenge,
  type User,
  type UserConfiguration,
  type UserInput,
  type UserPreference,
  type UserPreferenceType,
  userPreferenceTypes,
} from './user-types.ts';
