export {
  apiPaths,
  type CurrentUser,
  type EntityRecord,
  excelExportPath,
  recordMetaFields,
  type TokenLoginRequest,
} from './api-types.ts';
export {
  type ContentDisposition,
  fileUploadPath,
  type RecordDocument,
  recordDocumentPaths,
  type StoredFile,
} from './document-types.ts';
export type { HierarchyLink, HierarchyPerson, PersonHierarchy } from './hierarchy-types.ts';
export type {
  HostConfiguration,
  OidcConfiguration,
  OidcLoginRequest,
  OidcRefreshAnswer,
} from './identity-types.ts';
export type { RecordSchema, RecordSchemaProperty } from './record-schema-types.ts';
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
