import { type EntityRecord, recordMetaFields } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { entityTables, type TenantTransaction, withTenant } from '../db/with-tenant.ts';
import type { Actor } from '../tenancy/actor.ts';
import { type ListPage, type ListRequest, listRecords } from './list-records.ts';
import { nextRegistration } from './next-registration.ts';
import { assertBodyObject, prepareRecord } from './prepare-record.ts';
import { recordToColumns, rowToRecord } from './record-mapping.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The one service behind every entity's API: list, read, create, replace, patch, delete. */
export class EntityService {
  readonly #db: Database;
  readonly #entity: EntityDefinition;

  constructor(db: Database, entity: EntityDefinition) {
    this.#db = db;
    this.#entity = entity;
  }

  list(actor: Actor, request: ListRequest): Promise<ListPage> {
    return withTenant(this.#db.app, actor.tenant, (trx) =>
      listRecords(trx, actor.tenant, this.#entity, request),
    );
  }

  get(actor: Actor, id: string): Promise<EntityRecord> {
    return withTenant(this.#db.app, actor.tenant, async (trx) =>
      rowToRecord(await this.#find(trx, actor, id)),
    );
  }

  create(actor: Actor, body: unknown): Promise<EntityRecord> {
    const record = prepareRecord(this.#entity, body, { context: { tenant: actor.tenant } });
    return withTenant(this.#db.app, actor.tenant, async (trx) => {
      const registration =
        typeof record.registration === 'string'
          ? record.registration
          : await nextRegistration(trx, actor.tenant, this.#entity);
      const row = await entityTables(trx)
        .insertInto(this.#entity.table)
        .values({
          tenant: actor.tenant,
          registration,
          ...recordToColumns(record),
          _insert_user: actor.username,
          _update_user: actor.username,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch((error: unknown) => {
          throw isUniqueViolation(error)
            ? new LessorError('VALUE_ALREADY_EXISTS', [registration, 'registration'])
            : error;
        });
      return rowToRecord(row);
    });
  }

  /** PUT: the body is the whole new record. */
  replace(actor: Actor, id: string, body: unknown): Promise<EntityRecord> {
    return this.#update(actor, id, () => body);
  }

  /** PATCH: the body's fields replace the record's; a null removes a field. */
  patch(actor: Actor, id: string, body: unknown): Promise<EntityRecord> {
    return this.#update(actor, id, (current) => {
      assertBodyObject(body);
      return { ...withoutMeta(current), ...body };
    });
  }

  remove(actor: Actor, id: string): Promise<void> {
    return withTenant(this.#db.app, actor.tenant, async (trx) => {
      const row = await this.#find(trx, actor, id);
      await entityTables(trx).deleteFrom(this.#entity.table).where('id', '=', row.id).execute();
    });
  }

  #update(actor: Actor, id: string, nextBody: (current: EntityRecord) => unknown): Promise<EntityRecord> {
    return withTenant(this.#db.app, actor.tenant, async (trx) => {
      const current = rowToRecord(await this.#find(trx, actor, id, { forUpdate: true }));
      const record = prepareRecord(this.#entity, nextBody(current), {
        existing: current,
        context: { tenant: actor.tenant },
      });
      const row = await entityTables(trx)
        .updateTable(this.#entity.table)
        .set({
          ...recordToColumns(record),
          _update_user: actor.username,
          _update_date: sql`now()`,
          _version: sql`_version + 1`,
        })
        .where('id', '=', current._id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return rowToRecord(row);
    });
  }

  /** A record by its id or its registration; 404 when the tenant has none. */
  async #find(trx: TenantTransaction, actor: Actor, id: string, { forUpdate = false } = {}) {
    let query = entityTables(trx)
      .selectFrom(this.#entity.table)
      .selectAll()
      .where('tenant', '=', actor.tenant)
      .where(uuid.test(id) ? 'id' : 'registration', '=', id);
    if (forUpdate) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw new LessorError('ENTITY_REGISTRATION_NOT_FOUND', [this.#entity.label, id]);
    return row;
  }
}

function withoutMeta(record: EntityRecord): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...record };
  for (const field of recordMetaFields) delete copy[field];
  return copy;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
