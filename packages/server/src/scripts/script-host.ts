import type { EntityDefinition } from '@lessor/domain/entities';
import type { ScriptHostFunctions } from '@lessor/domain/scripts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import type { QueryString } from '../entities/http/read-list-request.ts';
import { readListRequest } from '../entities/http/read-list-request.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import { authorizeRoute, type Caller } from '../permissions/authorize-route.ts';
import type { TenantPermissions } from '../permissions/tenant-permissions.ts';
import { calendars } from './calendars-host-function.ts';
import { documentEntitiesOf } from './document-entities-host-function.ts';
import { finance, format } from './domain-host-functions.ts';
import { computeSchedule } from './schedule-host-function.ts';

/** What the host functions work with: the server's data, and who runs the script. */
export interface ScriptHostContext {
  db: Database;
  catalogue: EntityCatalogue;
  permissions: TenantPermissions;
  caller: Caller & { username: string };
}

/**
 * The records a script reads and writes (docs/scripts.md): through each entity's service, as the
 * caller, each call checked against the caller's permissions as the same call on the API would
 * be. A refusal reaches the script as an error it may catch.
 *
 * - `getRecord(entityName, idOrRegistration)`
 * - `listRecords(entityName, query)`: the list query string as an object (`{ status: 'ACTIVE', range: '0-19' }`)
 * - `createRecord(entityName, body)`, `patchRecord(entityName, idOrRegistration, body)`
 *
 * And what a script needs of the domain it cannot import, plain JSON in and out, so that a
 * tenant's script does all that a built-in one does; none of them reads a record:
 *
 * - `documentEntities()`: the entities holding documents, their document types and whether they
 *   have a workflow, as the tenant configured them (document-entities-host-function.ts)
 * - `computeSchedule(terms)`: a contract's payment plan (schedule-host-function.ts)
 * - `calendars(years?)`: the business calendars and their holidays (calendars-host-function.ts)
 * - `finance(name, ...args)`: a spreadsheet function (`pmt`, `npv`, `xirr`...) and `format(kind,
 *   value, options?)`: a value as the screens show it (`amount`, `date`...) (domain-host-functions.ts)
 */
export function scriptHostFunctions({
  db,
  catalogue,
  permissions,
  caller,
}: ScriptHostContext): ScriptHostFunctions {
  const actor = { tenant: caller.tenant, username: caller.username };
  const allowed = async (entityName: unknown, method: 'GET' | 'POST' | 'PATCH') => {
    const entity = scriptEntityNamed(catalogue, entityName);
    await authorizeRoute(caller, permissions, catalogue, { method, url: entity.apiPath });
    return new EntityService(db, catalogue, entity);
  };
  return {
    getRecord: async (entityName, id) => (await allowed(entityName, 'GET')).get(actor, String(id)),
    listRecords: async (entityName, query) => {
      const service = await allowed(entityName, 'GET');
      const request = readListRequest(
        catalogue,
        scriptEntityNamed(catalogue, entityName),
        scriptListQuery(query),
      );
      return (await service.list(actor, request)).records;
    },
    createRecord: async (entityName, body) =>
      (await (await allowed(entityName, 'POST')).create(actor, body)).body,
    patchRecord: async (entityName, id, body) =>
      (await (await allowed(entityName, 'PATCH')).patch(actor, String(id), body)).body,
    documentEntities: documentEntitiesOf(db, catalogue, caller.tenant),
    computeSchedule,
    calendars,
    finance,
    format,
  };
}

/** The entity a script names by its name; an error the script may catch when there is none. */
export function scriptEntityNamed(catalogue: EntityCatalogue, name: unknown): EntityDefinition {
  const entity = typeof name === 'string' ? catalogue.named(name) : undefined;
  if (!entity) throw new Error(`Unknown entity ${String(name)}`);
  return entity;
}

/** A list query as a script gives it: an object of strings (numbers and booleans as text). */
export function scriptListQuery(value: unknown): QueryString {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, Array.isArray(item) ? item.map(String) : String(item)]),
  );
}
