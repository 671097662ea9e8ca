import type { FieldDefinition } from '../fields/field-definition.ts';

/** A list column: a declared field, or a value read at a path (e.g. the first address line). */
export interface ColumnDefinition {
  key: string;
  label: string;
  /** Dotted path into the record; defaults to `key`. */
  path?: string;
  /** Links the cell to the record's detail route. */
  link?: boolean;
  /** Shown as a status badge. */
  badge?: boolean;
  hidden?: boolean;
}

export interface FormSection {
  title: string;
  fields: readonly string[];
  /** Shown only when the record's field holds one of the values. */
  visibleWhen?: { field: string; in: readonly string[] };
}

/** What an entity's declaration file states; everything else has a default (see `defineEntity`). */
export interface EntityDeclaration {
  /** PascalCase name of the specification's catalogue, e.g. `Person`, `CreditLine`. */
  name: string;
  /** API domain: `/api/{domain}/{collection path}`. */
  domain: string;
  /** Three-letter registration prefix. */
  prefix: string;
  /** Collection name when the plural is not the regular one. */
  collection?: string;
  fields: Readonly<Record<string, FieldDefinition>>;
  listColumns: readonly (string | ColumnDefinition)[];
  /** Fields matched by the free-text `search` parameter. */
  searchFields: readonly string[];
  /** Fields offered by the advanced search. */
  advancedSearch?: readonly string[];
  /** Sections of the default detail layout; without them, one section holds every field. */
  form?: readonly FormSection[];
  statusList?: string;
  initialStatus?: string;
  /** Whether a client may choose the registration at creation (else it is always generated). */
  clientRegistration?: boolean;
  hasCreateForm?: boolean;
  /** Singular label for screens; defaults to the name split into words. */
  label?: string;
  pluralLabel?: string;
}

/** A declaration with every default applied: what the engines consume. */
export interface EntityDefinition extends Omit<EntityDeclaration, 'listColumns' | 'form'> {
  collection: string;
  /** Dashed singular, the client item route: `/person/{registration}`. */
  route: string;
  /** Dashed plural, the client list route `/persons` and the API path segment. */
  pluralRoute: string;
  apiPath: string;
  /** SQL table name. */
  table: string;
  label: string;
  pluralLabel: string;
  listColumns: readonly ColumnDefinition[];
  form: readonly FormSection[];
  hasCreateForm: boolean;
  clientRegistration: boolean;
}
