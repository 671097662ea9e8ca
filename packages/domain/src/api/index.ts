export {
  apiPaths,
  type CurrentUser,
  type EntityRecord,
  recordMetaFields,
  type TokenLoginRequest,
} from './api-types.ts';
