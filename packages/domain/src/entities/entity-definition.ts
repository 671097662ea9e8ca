import type { FieldDefinition, FieldType } from '../fields/field-definition.ts';
import type { StatusCategory } from '../workflow/status-category.ts';
import type { Workflow } from '../workflow/workflow-definition.ts';

/** A list column: a declared field, or a value read at a path (e.g. the first address line). */
export interface ColumnDefinition {
  key: string;
  label: string;
  /** Dotted path into the record; defaults to `key`. */
  path?: string;
  /**
   * Links the cell: `true` to the record's own detail route, or a route template whose `{field}`
   * parts come from the record (`/contract/{contractRegistration}`).
   */
  link?: boolean | string;
  /** Shown as a status badge. */
  badge?: boolean;
  hidden?: boolean;
  /** Shows the name of the person holding this role in the record's `persons` (an invoice's payer). */
  personRole?: string;
  /**
   * The computed field holding the name of the record the column's reference names (`clientName`
   * for `clientRegistration`): the cell shows it, linked to that record; the list asks for it with
   * its call's `include`.
   */
  nameField?: string;
  /** Longest text shown; a longer one is cut with an ellipsis (business-areas.md §3: payer names, 17). */
  truncate?: number;
  /** Field holding the currency of an amount column. */
  currencyField?: string;
  /** How the value reads when no declared field says it (a path into a list). */
  type?: FieldType;
}

export interface PersonRoleFilter {
  role: string;
  label: string;
  /** Roles the person picked for it may not hold (business-areas.md §5: payers are no sales). */
  excludedRoles?: readonly string[];
}

/** How an entity's list page behaves before a tenant configures it (foundation.md §2, business-areas.md §7). */
export interface ListPageDefaults {
  /** The Add button; without it, shown when the entity has a create form. */
  addButton?: boolean;
  /** Suggestions in the search box. */
  autocomplete?: boolean;
  /** The KPI strip above the list. */
  kpis?: boolean;
  /** Row selection and its workflow transitions. */
  transitions?: boolean;
  /** What each page brings along (`personsNames`), as the list call's `include`. */
  include?: string;
  /** Rows a page, unless the user chose otherwise. */
  pageSize?: number;
  /** Amount fields the KPI strip totals over the records listed (a credit line's limit, outstanding). */
  kpiSums?: readonly string[];
}

/** The families of foundation.md §2, in the order the menu shows them. */
export const entityGroups = [
  'people',
  'contracts',
  'billing',
  'accounting',
  'governance',
  'catalog',
  'administration',
  'system',
] as const;

export type EntityGroup = (typeof entityGroups)[number];

/** The menu title of each family; the system's records sit with the administration. */
export const entityGroupTitles: Readonly<Record<EntityGroup, string>> = {
  people: 'People',
  contracts: 'Assets and contracts',
  billing: 'Banking and billing',
  accounting: 'Accounting',
  governance: 'Cases and governance',
  catalog: 'Catalog and reference',
  administration: 'Administration',
  system: 'Administration',
};

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
  /** API path segment when the specification's differs from the dashed plural (`private-equity/assets`). */
  apiSegment?: string;
  /** Catalogue family, the menu group the list appears in (foundation.md §2 groups the entity routes). */
  group?: EntityGroup;
  /** Place in its menu group, smallest first; entities without one follow, by label. */
  menuOrder?: number;
  fields: Readonly<Record<string, FieldDefinition>>;
  listColumns: readonly (string | ColumnDefinition)[];
  /** Fields matched by the free-text `search` parameter. */
  searchFields: readonly string[];
  /**
   * The field naming a record in its routes, rows and list filters when it is not `registration`:
   * users are known by their `username` (business-areas.md §2, `/user/{username}`).
   */
  recordKey?: string;
  /**
   * Its routes also find a record by its name: a script is asked for by the name it runs under
   * (`GET /api/script/scripts/{name}`, foundation.md §6). Of several of one name, the ACTIVE one,
   * then the newest.
   */
  knownByName?: boolean;
  /** Fields offered by the advanced search, and person role filters (`personRoleFilters`). */
  advancedSearch?: readonly string[];
  /**
   * Filters naming the person of a role in the record's `persons` (an invoice's payer), by
   * registration: `payerRegistration=PER00000012` finds the records whose payer that person is.
   */
  personRoleFilters?: Readonly<Record<string, PersonRoleFilter>>;
  /** Sections of the default detail layout; without them, one section holds every field. */
  form?: readonly FormSection[];
  /** Reference list of the statuses; defaults to `{camelName}Status` (`contractStatus`). */
  statusList?: string;
  /** Reference list of the types; defaults to `{camelName}Type` (`creditLineType`). */
  typeList?: string;
  /** The default statuses, in workflow order; a tenant's configuration may replace them. Default: the workflow's. */
  statuses?: readonly string[];
  /** The default types; without them any type is accepted until a tenant lists some. */
  types?: readonly string[];
  /**
   * The types its documents may have (foundation.md §3: each entity has a DocumentType
   * enumeration); a tenant's `documentTypeList` replaces them. Default: `defaultDocumentTypes`.
   */
  documentTypes?: readonly string[];
  /** Reference list of its document types; defaults to `{camelName}DocumentType` (`assetDocumentType`). */
  documentTypeList?: string;
  /** Colour families of this entity's status words where the common reading does not fit (`OPEN: 'success'`). */
  statusCategories?: Readonly<Record<string, StatusCategory>>;
  /** Default: the workflow's. */
  initialStatus?: string;
  /**
   * The default workflow (statuses, transitions, effects), declared beside the entity in
   * `<entity>.workflow.ts`; a tenant's `workflows` configuration document replaces it whole.
   */
  workflow?: Workflow;
  /** Whether a client may choose the registration at creation (else it is always generated). */
  clientRegistration?: boolean;
  hasCreateForm?: boolean;
  /** A Documents card on the detail page: files kept with a record (signed contracts, ids, invoices). */
  hasDocuments?: boolean;
  /** An Images card on the detail page: records people photograph (financed goods, damages). */
  hasImages?: boolean;
  /** Cards of the spec's layout (foundation.md §2) the default detail page adds, fed by the server's own calls. */
  detailCards?: readonly ('ImportResults' | 'DocumentFile')[];
  /** The list takes rows pasted from a spreadsheet, parsed against `GET {apiPath}-schema` (business-areas.md §7). */
  acceptsPastedRows?: boolean;
  /** Fields of the largest collections indexed for sorting within a tenant and a status. */
  sortIndexes?: readonly string[];
  /** Written by the server only (the history, the audits): append-only, changed by nobody, not even through a workflow. */
  apiReadOnly?: boolean;
  listPage?: ListPageDefaults;
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
  /**
   * The client route creating a record: `/person`; `/external-data/new` when the plural is the
   * singular, so that `/external-data` stays the list.
   */
  newRoute: string;
  apiPath: string;
  /** SQL table name. */
  table: string;
  label: string;
  pluralLabel: string;
  listColumns: readonly ColumnDefinition[];
  form: readonly FormSection[];
  hasCreateForm: boolean;
  clientRegistration: boolean;
  statusList: string;
  typeList: string;
  documentTypes: readonly string[];
  documentTypeList: string;
  group: EntityGroup;
}
