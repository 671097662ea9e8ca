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

export interface CoreDatabase {
  tenants: TenantsTable;
  users: UsersTable;
  login_tokens: LoginTokensTable;
  counters: CountersTable;
  system_settings: SystemSettingsTable;
  configuration_documents: ConfigurationDocumentsTable;
}

/** Entity tables are named at run time from the declarations. */
export type EntityTables = Record<string, EntityTable>;
