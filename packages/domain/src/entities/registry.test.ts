import { describe, expect, it } from 'vitest';
import { entitiesWithThrowaway } from '../testing/index.ts';
import { documentEntity } from './document/document.entity.ts';
import { entities } from './registry.ts';

/** Fields the server keeps on every record (who wrote it and when). */
const systemFields = ['_insertUser', '_insertDate', '_updateUser', '_updateDate'];

// Over the registry and a throwaway entity declared in one folder: a new entity passes these unaided.
describe.each(entitiesWithThrowaway.map((entity) => [entity.name, entity] as const))(
  'the %s declaration',
  (_, entity) => {
    const fields = Object.keys(entity.fields);

    it('names only declared fields in its columns, searches and form', () => {
      const columnFields = entity.listColumns.map((column) => (column.path ?? column.key).split('.')[0]);
      const known = [...fields, ...systemFields];
      expect(columnFields.filter((field) => !known.includes(field ?? ''))).toEqual([]);
      expect(entity.searchFields.filter((field) => !fields.includes(field))).toEqual([]);
      const searchable = [...fields, ...Object.keys(entity.personRoleFilters ?? {})];
      expect((entity.advancedSearch ?? []).filter((field) => !searchable.includes(field))).toEqual([]);
      expect(
        entity.form.flatMap((section) => section.fields).filter((field) => !fields.includes(field)),
      ).toEqual([]);
    });

    it('links its columns to routes the catalogue declares, with fields of its own', () => {
      const routes = new Set(entitiesWithThrowaway.map((other) => other.route));
      for (const column of entity.listColumns) {
        if (typeof column.link !== 'string') continue;
        const [, route = '', ...rest] = column.link.split('/');
        expect(routes, column.link).toContain(route);
        const parts = [...rest.join('/').matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
        expect(parts.filter((part) => !fields.includes(part))).toEqual([]);
      }
    });

    it('filters by person role only on a list of persons, under names no field takes', () => {
      for (const key of Object.keys(entity.personRoleFilters ?? {})) {
        expect(entity.fields.persons?.type, key).toBe('list');
        expect(fields, key).not.toContain(key);
      }
    });

    it('totals only its own amount fields in the KPI strip', () => {
      for (const field of entity.listPage?.kpiSums ?? []) {
        expect(['currency', 'number', 'integer'], field).toContain(entity.fields[field]?.type);
      }
    });

    it('places every editable field in its form exactly once', () => {
      const placed = entity.form.flatMap((section) => section.fields);
      expect(placed.length).toBe(new Set(placed).size);
      const editable = fields.filter((field) => !entity.fields[field]?.readOnly);
      expect(editable.filter((field) => !placed.includes(field))).toEqual([]);
    });

    it('has a three-letter prefix, unique routes, table and API path', () => {
      expect(entity.prefix).toMatch(/^[A-Z]{3}$/);
      expect(entity.apiPath).toBe(`/api/${entity.domain}/${entity.apiSegment ?? entity.pluralRoute}`);
      expect(
        entitiesWithThrowaway.filter(
          (other) =>
            other.route === entity.route ||
            other.prefix === entity.prefix ||
            other.apiPath === entity.apiPath ||
            other.table === entity.table,
        ),
      ).toHaveLength(1);
    });

    it('names the reference list of its status and type, and starts in a declared status', () => {
      expect(entity.fields.status?.list).toBe(entity.statusList);
      expect(entity.fields.type?.list).toBe(entity.typeList);
      const statuses = entity.fields.status?.options?.map((option) => option.value);
      if (entity.initialStatus && statuses) expect(statuses).toContain(entity.initialStatus);
    });

    it('types its documents with types a Document may have, and names their own list', () => {
      expect(documentEntity.types).toEqual(expect.arrayContaining([...entity.documentTypes]));
      expect(entity.documentTypeList).toMatch(/DocumentType$/);
    });
  },
);

describe('the catalogue', () => {
  it('declares every entity of foundation.md §3 but those of the identity and shell modules', () => {
    // Counter is the registration counters table itself, never edited through the API.
    const served = new Set(['User', 'UserPreference', 'Tenant', 'KeyValue', 'Locale', 'List', 'Counter']);
    const names = new Set(entities.map((entity) => entity.name));
    expect(catalogue.filter((name) => !served.has(name) && !names.has(name))).toEqual([]);
  });

  it('gives the collections the API paths of foundation.md §7', () => {
    const paths = new Set(entities.map((entity) => entity.apiPath));
    const expected = [
      'financing/contracts',
      'asset/assets',
      'person/persons',
      'billing/invoices',
      'bank/bank-accounts',
      'accounting/bookings',
      'case/cases',
      'support/tickets',
      'script/batches',
      'script/logs',
      'system/system-logs',
      'report/reports',
      'scoring/scores',
      'private-equity/assets',
      'communication/communications',
      'external/external-data',
      'core/feature-flags',
      'core/taxes',
      'core/indexes',
      'financing/funds',
      'core/histories',
      'project/time-entries',
    ];
    expect(expected.filter((path) => !paths.has(`/api/${path}`))).toEqual([]);
  });
});

const catalogue = `AccessLog AccessStat AccessTenantStat AccountingCatalogItem Agreement Amendment
  AmendmentCatalogItem Asset AssetCatalogItem AssetServiceCatalogItem AssetExpense AssetLot Audit Batch
  BankAccount BankOperation BankStatement BankTransaction Booking Budget Campaign CampaignContact Camt
  Cashflow CashflowAllocation Case Claim Collateral Committee Communication Contract ContractElement
  ContractLot Counter CreditLine Currency Deal DepreciationSchedule Document Documentation Dtxn
  ExternalContract ExternalData FeatureFlag FeatureFlagItem FinancingService Flow Fund Funding History
  Import Index Indice Inspection Inventory Invoice InvoiceLine KeyValue Locale Location List Mail
  Maintenance Metric MetricRecord Note Organization PaymentFile PaymentFileLine Person PersonAmendment
  Posting PostingEvent PrivateEquityAsset PrivateEquityOperation PrivateEquityTransaction Product
  ProductCatalogItem ProductElementCatalogItem ProductTable Project Prospect Question Quotation Report Rule
  Score Script ScriptLog Sheet Sepa SystemEvent SystemLog Task Tax TmpCollection Tenant Ticket TimeEntry
  User UserPreference Vote Voting`.split(/\s+/);
