import type { ColumnType, Generated, JSONColumnType, RawBuilder } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

interface TenantsTable {
  id: string;
  name: string;
  kind: string;
  created_at: Generated<Date>;
}

interface UsersTable {
  id: Generated<string>;
  tenant: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  locale: string;
  is_admin: boolean;
  is_locked: Generated<boolean>;
  created_at: Generated<Date>;
  profiles: ColumnType<string[], string | undefined, string>;
  is_main_admin: Generated<boolean>;
  is_super_admin: Generated<boolean>;
  can_impersonate: Generated<boolean>;
  mobile: ColumnType<string | null, string | null | undefined, string | null>;
  person_registration: ColumnType<string | null, string | null | undefined, string | null>;
  partner_registration: ColumnType<string | null, string | null | undefined, string | null>;
  orga_registration: ColumnType<string | null, string | null | undefined, string | null>;
  has_activated_mfa: Generated<boolean>;
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  last_login_date: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  is_notifications_disabled: Generated<boolean>;
}

interface AuthSessionsTable {
  id: string;
  tenant: string;
  username: string;
  created_at: Generated<Date>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sso_provider: ColumnType<string | null, string | null | undefined, string | null>;
  sso_refresh_token: ColumnType<string | null, string | null | undefined, string | null>;
}

interface UserPhotosTable {
  tenant: string;
  username: string;
  content_type: string;
  content: Buffer;
  updated_at: Generated<Date>;
}

interface RecordDocumentsTable {
  id: Generated<string>;
  tenant: string;
  entity_name: string;
  /** Null while the file waits, uploaded for a file field, for its record to be saved. */
  record_id: string | null;
  entity_registration: string | null;
  /** The file field holding the document; null for the record's own documents. */
  field: string | null;
  name: string;
  type: string;
  mime_type: string;
  size: number;
  /** The place of an image among its record's images; null for other documents. */
  sort_index: number | null;
  /** The bytes of a document written before object storage, until the start moves them. */
  content: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
  /** The storage container holding the bytes, and the object's key in it. */
  container: string | null;
  object_key: string | null;
  created_at: Generated<Date>;
  created_by: string;
  updated_at: Generated<Date>;
  updated_by: string;
}

/** The values of a record's password fields, kept apart from the record so that no read carries them. */
interface RecordSecretsTable {
  tenant: string;
  entity_name: string;
  record_id: string;
  field: string;
  value: string;
  updated_at: Generated<Date>;
  updated_by: string;
}

interface IdentityDirectoryTable {
  kind: string;
  key: string;
  tenant: string;
}

interface OidcStatesTable {
  state: string;
  provider: string;
  nonce: string;
  code_verifier: string;
  created_at: Generated<Date>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

interface TotpUsageTable {
  tenant: string;
  username: string;
  /** The last TOTP time step accepted for the user: a code of that step or an earlier one is refused. */
  last_step: number | null;
  failures: Generated<number>;
  failures_since: ColumnType<Date | null, Date | null | undefined, Date | null>;
  locked_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

interface TotpUsedChallengesTable {
  id: string;
  expires_at: Timestamp;
}

interface UserPreferencesTable {
  id: string;
  tenant: string;
  username: string;
  group_id: string | null;
  type: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Generated<Date>;
}

interface KeyValuesTable {
  tenant: string;
  key: string;
  value: ColumnType<unknown, string, string>;
  is_short_url: Generated<boolean>;
  updated_at: Generated<Date>;
}

interface UserNotificationsTable {
  id: Generated<string>;
  tenant: string;
  username: string;
  created_at: Generated<Date>;
  level: 'success' | 'info' | 'warning' | 'error';
  title: string;
  message: string;
  link: string | null;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

interface PushSubscriptionsTable {
  endpoint: string;
  tenant: string;
  username: string;
  p256dh: string;
  auth: string;
  created_at: Generated<Date>;
}

interface LoginTokensTable {
  token_hash: string;
  tenant: string;
  username: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

interface CountersTable {
  tenant: string;
  name: string;
  value: number;
}

interface SystemSettingsTable {
  key: string;
  value: string;
}

interface ConfigurationDocumentsTable {
  tenant: string;
  name: string;
  version: ColumnType<number, number | RawBuilder<number>, never>;
  value: JSONColumnType<object, string, never>;
  updated_at: Generated<Date>;
  updated_by: string;
}

/** The shape of every entity table (ARCHITECTURE.md, data model). */
export interface EntityTable {
  id: Generated<string>;
  tenant: string;
  registration: string;
  name: string | null;
  status: string | null;
  type: string | null;
  data: JSONColumnType<Record<string, unknown>, string, string>;
  _insert_date: Generated<Date>;
  _insert_user: string;
  _update_date: Generated<Date>;
  _update_user: string;
  _version: Generated<number>;
}

/** A column of an imported file and the field it fills (null: left out). */
interface ImportColumnsTable {
  tenant: string;
  import_id: string;
  position: number;
  header: string;
  field: string | null;
}

/** A row of an imported file and what became of it. */
interface ImportRowsTable {
  tenant: string;
  import_id: string;
  line: number;
  cells: JSONColumnType<unknown[], string, string>;
  state: ColumnType<
    'PENDING' | 'WRITTEN' | 'REFUSED',
    'PENDING' | undefined,
    'PENDING' | 'WRITTEN' | 'REFUSED'
  >;
  record_id: string | null;
  record_registration: string | null;
  errors: JSONColumnType<unknown[] | null, string | null, string | null>;
}

/** A run of a tenant's cron, claimed by the node that inserted it. */
interface CronRunsTable {
  tenant: string;
  name: string;
  slot: Date | string;
  manual: Generated<boolean>;
  requested_by: string;
  status: Generated<string>;
  started_at: Date | string | null;
  ended_at: Date | string | null;
  message: string | null;
}

export interface CoreDatabase {
  tenants: TenantsTable;
  users: UsersTable;
  login_tokens: LoginTokensTable;
  counters: CountersTable;
  system_settings: SystemSettingsTable;
  configuration_documents: ConfigurationDocumentsTable;
  auth_sessions: AuthSessionsTable;
  user_preferences: UserPreferencesTable;
  key_values: KeyValuesTable;
  user_notifications: UserNotificationsTable;
  push_subscriptions: PushSubscriptionsTable;
  identity_directory: IdentityDirectoryTable;
  oidc_states: OidcStatesTable;
  totp_usage: TotpUsageTable;
  totp_used_challenges: TotpUsedChallengesTable;
  user_photos: UserPhotosTable;
  record_documents: RecordDocumentsTable;
  record_secrets: RecordSecretsTable;
  import_columns: ImportColumnsTable;
  import_rows: ImportRowsTable;
  cron_runs: CronRunsTable;
}

/** Entity tables are named at run time from the declarations. */
export type EntityTables = Record<string, EntityTable>;
