/**
 * Where each sealed value belongs: a value opens only with the context it was sealed with, so one
 * copied to another row (another tenant's record, another session) does not open there.
 */
export const secretContexts = {
  sessionSecret: 'system_settings/session_secret',
  vapidPrivateKey: 'system_settings/vapid_private_key',
  refreshToken: (sessionId: string) => `auth_sessions/${sessionId}/sso_refresh_token`,
  recordSecret: (secret: { tenant: string; entityName: string; recordId: string; field: string }) =>
    `record_secrets/${secret.tenant}/${secret.entityName}/${secret.recordId}/${secret.field}`,
  catalogCredential: (tenant: string, catalog: string) => `catalog_credentials/${tenant}/${catalog}`,
  mailPassword: (tenant: string) => `mail_settings/${tenant}/password`,
  storageSecretKey: (tenant: string, container: string) =>
    `object_storage_containers/${tenant}/${container}/secret_access_key`,
};
