export {
  type AddressLocation,
  type AddressLookupAnswer,
  type AddressLookupHit,
  type AddressLookupRequest,
  addressLookupPath,
} from './address-lookup-types.ts';
export {
  type AllocationRequest,
  apiPaths,
  bankTransactionAllocationsPath,
  type CurrentUser,
  type EntityRecord,
  excelExportPath,
  type ImportedBankStatement,
  recordMetaFields,
  type ScriptRunToken,
  type ScriptRunTokenRequest,
  type StatementImportCounts,
  type TokenLoginRequest,
} from './api-types.ts';
export {
  type BulkTransitionAnswer,
  type BulkTransitionRefusal,
  type BulkTransitionRequest,
  bulkTransitionPath,
} from './bulk-transition-types.ts';
export {
  type CatalogAssetData,
  type CatalogCategory,
  type CatalogCredentialState,
  type CatalogListItem,
  type CatalogManufacturer,
  type CatalogModel,
  type CatalogName,
  type CatalogSearchHit,
  type CatalogSource,
  catalogNames,
  catalogPaths,
  catalogRunPath,
  type RegressorAnswer,
  type ValueCurve,
  type ValueCurvePoint,
} from './catalog-types.ts';
export {
  type ConfigCheck,
  type ConfigCheckError,
  type ConfigCheckItems,
  configCheckPath,
} from './config-check-types.ts';
export {
  type ConfigurationDocumentVersion,
  configurationDocumentNames,
  configurationDocumentPath,
} from './configuration-document-types.ts';
export { type CronRun, type CronSetting, type CronView, cronPaths } from './cron-types.ts';
export {
  type DatabaseOperation,
  type DatabaseOperationCancellation,
  databaseOperationPaths,
} from './database-operation-types.ts';
export {
  documentConversionPaths,
  maxWatermarkLength,
  pdfConversionExtensions,
  type WatermarkRequest,
  watermarkDefaults,
  watermarkExtensions,
} from './document-conversion-types.ts';
export {
  type ContentDisposition,
  fileUploadPath,
  type RecordDocument,
  recordDocumentPaths,
  type StoredFile,
} from './document-types.ts';
export type { ExcelColumn, ExcelExport, ExcelFormat } from './excel-export-types.ts';
export { type ExportRequest, type ExportView, exportPaths } from './export-types.ts';
export type {
  HierarchyLink,
  HierarchyPerson,
  OrganizationWithAscendants,
  PersonAscendant,
  PersonHierarchy,
} from './hierarchy-types.ts';
export type { HistoryChange } from './history-types.ts';
export type {
  HostConfiguration,
  OidcConfiguration,
  OidcLoginRequest,
  OidcRefreshAnswer,
} from './identity-types.ts';
export {
  type ImportColumn,
  type ImportRow,
  type ImportRowCounts,
  type ImportRowError,
  type ImportRowState,
  type ImportView,
  importPaths,
} from './import-types.ts';
export { type JobView, jobPaths } from './job-types.ts';
export type { ListKpis } from './list-kpi-types.ts';
export {
  type MailSettings,
  type MailSettingsInput,
  mailSettingsPath,
  type SelfRegistrationAnswer,
  type SelfRegistrationInvitation,
  selfRegistrationPaths,
  selfRegistrationRoute,
} from './mail-types.ts';
export { metricPaths, type RequestTimings, type RouteTiming } from './metric-types.ts';
export {
  type MarkNotificationsRead,
  notificationPaths,
  type PushClientConfiguration,
  type PushMessage,
  type UserNotification,
  type UserNotificationLevel,
  type UserNotificationPage,
  userNotificationLevels,
} from './notification-types.ts';
export {
  containerNamePattern,
  localContainerName,
  type ObjectStorageContainer,
  type ObjectStorageKind,
  type ObjectStorageOverview,
  objectStorageContainerPath,
  objectStorageContainersPath,
  type S3ContainerInput,
} from './object-storage-types.ts';
export {
  type PrintFormatName,
  type PrintTemplate,
  type PrintTemplateChoice,
  type PrintTemplateName,
  printPath,
  printTemplates,
  printTemplatesOf,
  printTemplatesPath,
} from './print-types.ts';
export {
  type QuickAddRelation,
  type QuickAddRelationsRequest,
  type QuickAddRole,
  quickAddRolesOf,
  relationFields,
} from './quick-add-relations-types.ts';
export type { RecordSchema, RecordSchemaProperty } from './record-schema-types.ts';
export {
  type RegistrationAddress,
  type RegistrationLookupAnswer,
  type RegistrationLookupRequest,
  type RegistrationLookupType,
  type RegistrationMatch,
  type RegistrationPersonFields,
  registrationLookupPath,
  registrationLookupTypes,
  type VatNumberCheck,
} from './registration-lookup-types.ts';
export type { GlobalSearchHit } from './search-types.ts';
export {
  type SelfTestFailure,
  type SelfTestName,
  type SelfTestReport,
  type SelfTestResult,
  selfTestNames,
  selfTestsPath,
} from './self-test-types.ts';
export type { SheetCell, SheetRows } from './sheet-rows-types.ts';
export {
  bankAccountOverdraftPath,
  type FundArbitration,
  type FundArbitrationRequest,
  type InternalTransfer,
  type InternalTransferRequest,
  type OverdraftRequest,
} from './treasury-types.ts';
export {
  type Menu,
  type TotpChallenge,
  type User,
  type UserAsSeen,
  type UserConfiguration,
  type UserFlag,
  type UserInput,
  type UserListStatus,
  type UserPreference,
  type UserPreferenceType,
  type UserSignIn,
  userFlags,
  userListStatuses,
  userPreferenceTypes,
  userSignInsPath,
} from './user-types.ts';
