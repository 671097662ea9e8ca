import { randomUUID } from 'node:crypto';
import type { EntityRecord } from '@lessor/domain/api';
import {
  type EntityDefinition,
  extendEntity,
  type ReferenceField,
  referenceFieldsOf,
} from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import type { FieldDefinition } from '@lessor/domain/fields';
import { sql } from 'kysely';
import type { EntityCatalogue } from '../../catalogue/entity-catalogue.ts';
import { readCollectionExtension } from '../../collection-extension/read-collection-extension.ts';
import type { Database } from '../../db/database.ts';
import { dynoSetting } from '../../db/migrations/entity-migrations.ts';
import { applyTenantLists } from '../../reference-lists/apply-tenant-lists.ts';
import { readTenantLists } from '../../reference-lists/read-tenant-lists.ts';
import type { Actor } from '../../tenancy/actor.ts';
import {
  entityTables,
  readAsTenant,
  type TenantReads,
  type TenantTransaction,
  withTenant,
} from '../../tenancy/with-tenant.ts';
import type {
  EntityHooks,
  HookContext,
  RelatedWrites,
  SaveContext,
  TransitionContext,
  TransitionMove,
} from '../hooks/entity-hooks.ts';
import { entityHooks } from '../hooks/index.ts';
import { readWorkflow } from '../read-workflow.ts';
import { findRecordRow } from '../reading/find-record.ts';
import { type ListPage, type ListRequest, listRecords } from '../reading/list-records.ts';
import { recordToColumns, rowToRecord, withoutMeta } from '../record-mapping.ts';
import { assertNotReferenced } from './assert-not-referenced.ts';
import { assertReferencesExist } from './assert-references-exist.ts';
import { assertChangeable, assertDeletable } from './assert-status-allows.ts';
import { assertWritable } from './assert-writable.ts';
import { deleteRecordFiles } from './delete-record-files.ts';
import { type FileFields, fileFieldsOf, saveFieldFiles } from './file-fields.ts';
import { answerOnce, type Idempotency, type StoredAnswer } from './idempotency.ts';
import { nextRegistration } from './next-registration.ts';
import { assertBodyObject, prepareRecord } from './prepare-record.ts';
import { readRateRanges } from './read-rate-ranges.ts';
import { recordHistory } from './record-history.ts';
import { deleteSecrets, keepSecrets, secretFieldsOf, secretsSetOf } from './secret-fields.ts';
import { VersionConflictError } from './version-conflict.ts';
import { type TransitionStep, workflowStep } from './workflow-step.ts';

type Fields = Readonly<Record<string, FieldDefinition>>;

/** How a write is guarded: the version it is based on, and the client's idempotency key. */
export interface WriteOptions {
  expectedVersion?: number;
  idempotency?: Idempotency;
}

/** A record of a creation, checked and completed, with the body it came from and its place in it. */
interface PreparedCreation {
  body: Record<string, unknown>;
  record: Record<string, unknown>;
  at: string;
}

/** What creations are checked against, read once per transaction. */
interface CreationSetting {
  fields: Fields;
  rateRanges: Awaited<ReturnType<typeof readRateRanges>>;
}

/** What an update writes: the new body, and the transition it carries out, if any. */
interface UpdatePlan {
  body: unknown;
  transition?: TransitionMove;
}

/**
 * The one service behind every write of an entity (API, transitions, billing, onboarding): list,
 * read, create, replace, patch, transition, delete, with the entity's hooks around each write in
 * its transaction (docs/entity-engine.md, "Lifecycle of a write").
 */
export class EntityService {
  readonly #db: Database;
  readonly #catalogue: EntityCatalogue;
  readonly #entity: EntityDefinition;
  readonly #hooks: EntityHooks;
  readonly #fileFields: FileFields;
  readonly #secretFields: readonly string[];
  readonly #referenceFields: readonly ReferenceField[];

  /** `catalogue`: the entities served, whose workflows in a tenant's document name status lists. */
  constructor(
    db: Database,
    catalogue: EntityCatalogue,
    entity: EntityDefinition,
    hooks: EntityHooks = entityHooks[entity.name] ?? {},
  ) {
    this.#db = db;
    this.#catalogue = catalogue;
    this.#entity = entity;
    this.#hooks = hooks;
    this.#fileFields = fileFieldsOf(entity);
    this.#secretFields = secretFieldsOf(entity);
    this.#referenceFields = referenceFieldsOf(entity);
  }

  list(actor: Actor, request: ListRequest): Promise<ListPage> {
    return listRecords(this.#reads(actor), actor.tenant, this.#entity, request);
  }

  async get(actor: Actor, id: string): Promise<EntityRecord> {
    const reads = this.#reads(actor);
    return this.#withSecretsSet(
      reads,
      actor,
      rowToRecord(await findRecordRow(reads, actor.tenant, this.#entity, id)),
    );
  }

  /** POST: answers 201 and the record, or the first answer again for a replayed idempotency key. */
  create(actor: Actor, body: unknown, options: WriteOptions = {}): Promise<StoredAnswer> {
    assertWritable(this.#entity);
    assertBodyObject(body);
    return this.#idempotent(actor, options, 201, async (trx) => {
      const [created] = await this.#createIn(trx, actor, [{ body, at: '' }]);
      if (!created) throw new Error('unreachable: one body gives one record');
      return created;
    });
  }

  /**
   * POST of an array (a paste of products, business-areas.md §7): every record is checked and
   * created in one transaction, so either all are created or, at the first refusal, none. A
   * refusal names the fields by their place in the array (`2.rate`).
   */
  createMany(actor: Actor, body: unknown, options: WriteOptions = {}): Promise<StoredAnswer> {
    assertWritable(this.#entity);
    if (!Array.isArray(body)) throw new LessorError('INVALID_BODY_ARRAY');
    if (body.length === 0) throw new LessorError('EMPTY_BODY_ARRAY');
    const items = body.map((item: unknown, index) => {
      if (!isObjectBody(item)) throw new LessorError('INVALID_FIELD_IN_BODY', [String(index)]);
      return { body: item, at: `${index}.` };
    });
    return this.#idempotent(actor, options, 201, (trx) => this.#createIn(trx, actor, items));
  }

  /**
   * Creates records in a transaction the caller already holds (a billing run writes its invoices
   * with the reads that decided them): the same checks, registrations and history as POST. The
   * transaction must be the actor's tenant's (`withTenant`); a refusal throws and nothing is kept.
   */
  async createWithin(
    trx: TenantTransaction,
    actor: Actor,
    bodies: readonly Record<string, unknown>[],
  ): Promise<EntityRecord[]> {
    assertWritable(this.#entity);
    return this.#createIn(
      trx,
      actor,
      bodies.map((body) => ({ body, at: '' })),
    );
  }

  /**
   * Creates records one at a time in a transaction the caller holds (an import writes each row in a
   * savepoint of its own, so that a refused row leaves the others): the same checks as
   * `createWithin`, with the tenant's lists and rate ranges read once for all of them.
   */
  async creatorWithin(
    trx: TenantTransaction,
    actor: Actor,
  ): Promise<(body: Record<string, unknown>) => Promise<EntityRecord>> {
    assertWritable(this.#entity);
    const setting = await this.#creationSetting(trx, actor);
    return async (body) => {
      const [created] = await this.#createIn(trx, actor, [{ body, at: '' }], setting);
      if (!created) throw new Error('unreachable: one body gives one record');
      return created;
    };
  }

  /** What every creation of a transaction is checked against: the tenant's lists and rate ranges. */
  async #creationSetting(trx: TenantTransaction, actor: Actor): Promise<CreationSetting> {
    return { fields: await this.#fields(trx, actor), rateRanges: await readRateRanges(trx, actor.tenant) };
  }

  /**
   * Creates records in the caller's transaction: each checked (its `beforeSave` hook run), then the
   * records they name looked up together, then each inserted with its registration and history.
   */
  async #createIn(
    trx: TenantTransaction,
    actor: Actor,
    bodies: readonly { body: Record<string, unknown>; at: string }[],
    setting?: CreationSetting,
  ): Promise<EntityRecord[]> {
    const { fields, rateRanges } = setting ?? (await this.#creationSetting(trx, actor));
    const context: SaveContext = { trx, actor, entity: this.#entity };
    const prepared: PreparedCreation[] = [];
    for (const { body, at } of bodies) {
      const record = await prepareRecord(this.#entity, body, {
        context: { tenant: actor.tenant, rateRanges },
        fields,
        at,
        beforeSave: (data) => this.#hooks.beforeSave?.(data, context) ?? data,
      });
      prepared.push({ body, record, at });
    }
    await assertReferencesExist(trx, actor.tenant, this.#referenceFields, prepared);
    const created: EntityRecord[] = [];
    for (const creation of prepared) created.push(await this.#insert(trx, actor, creation, context));
    return created;
  }

  /** Inserts one checked record with its registration, its files, its secrets and its history. */
  async #insert(
    trx: TenantTransaction,
    actor: Actor,
    { body, record: prepared }: PreparedCreation,
    context: SaveContext,
  ): Promise<EntityRecord> {
    const registration =
      typeof prepared.registration === 'string'
        ? prepared.registration
        : await nextRegistration(trx, actor.tenant, this.#entity);
    await this.#assertRegistrationFree(trx, actor, registration);
    // Chosen here rather than by the database: the record's files are claimed under it first.
    const id = randomUUID();
    const { record, changedSecrets } = await this.#keepBeside(
      trx,
      actor,
      { id, registration },
      {
        before: undefined,
        body,
        record: prepared,
      },
    );
    const row = await entityTables(trx)
      .insertInto(this.#entity.table)
      .values({
        id,
        tenant: actor.tenant,
        registration,
        ...recordToColumns(record),
        _insert_user: actor.username,
        _update_user: actor.username,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        // Two creations racing for one chosen registration: the loser is told, not failed.
        throw (error as { code?: unknown } | null)?.code === '23505'
          ? new LessorError('VALUE_ALREADY_EXISTS', [registration, 'registration'])
          : error;
      });
    const created = rowToRecord(row);
    await recordHistory(trx, actor, this.#entity, 'CREATE', undefined, created, { changedSecrets });
    await this.#hooks.afterSave?.(created, { ...context, related: this.#relatedWrites(trx, actor) });
    return this.#withSecretsSet(trx, actor, created);
  }

  /** PUT: the body is the whole new record. */
  replace(actor: Actor, id: string, body: unknown, options: WriteOptions = {}): Promise<EntityRecord> {
    assertWritable(this.#entity);
    return this.#transaction(actor, (trx) => this.#updateIn(trx, actor, id, options, async () => ({ body })));
  }

  /** PATCH: the body's fields replace the record's; a null removes a field. */
  async patch(actor: Actor, id: string, body: unknown, options: WriteOptions = {}): Promise<StoredAnswer> {
    assertWritable(this.#entity);
    assertBodyObject(body);
    return this.#idempotent(actor, options, 200, (trx) =>
      this.#updateIn(trx, actor, id, options, async (current) => ({
        body: { ...withoutMeta(current), ...body },
      })),
    );
  }

  /**
   * PATCH in a transaction the caller already holds (a billing run links a cashflow to the invoice
   * it made): the same checks, hooks and history. The transaction must be the actor's tenant's.
   */
  patchWithin(
    trx: TenantTransaction,
    actor: Actor,
    id: string,
    body: Readonly<Record<string, unknown>>,
  ): Promise<EntityRecord> {
    assertWritable(this.#entity);
    return this.#updateIn(trx, actor, id, {}, async (current) => ({
      body: { ...withoutMeta(current), ...body },
    }));
  }

  /**
   * Runs a workflow transition: `decide` reads the workflow and refuses or answers the step for the
   * locked record; the record is then saved as an update is, validated and with every hook, in one
   * transaction, and its history is a TRANSITION.
   */
  transition(
    actor: Actor,
    id: string,
    decide: (trx: TenantTransaction, current: EntityRecord) => Promise<TransitionStep>,
  ): Promise<EntityRecord> {
    assertWritable(this.#entity);
    return this.#transaction(actor, (trx) => this.#transitionIn(trx, actor, id, decide));
  }

  /**
   * Runs a transition of the tenant's workflow by its code, in a transaction the caller already
   * holds (a contract's termination cancelling its cashflows), as `transition` runs one. `changes`
   * are fields the move sets with it (a payment allocated keeps its allocated amount, an invoice paid
   * the day the bank booked it, over the workflow's today), written in the same update and history.
   */
  transitionWithin(
    trx: TenantTransaction,
    actor: Actor,
    id: string,
    code: string,
    changes: Readonly<Record<string, unknown>> = {},
  ): Promise<EntityRecord> {
    assertWritable(this.#entity);
    return this.#transitionIn(trx, actor, id, async (inner, current) => {
      // The workflow's conditions hold of the record as the move leaves it.
      const step = await workflowStep(inner, actor, this.#entity, { ...current, ...changes }, code);
      return { ...step, values: { ...step.values, ...changes } };
    });
  }

  #transitionIn(
    trx: TenantTransaction,
    actor: Actor,
    id: string,
    decide: (trx: TenantTransaction, current: EntityRecord) => Promise<TransitionStep>,
  ): Promise<EntityRecord> {
    return this.#updateIn(trx, actor, id, {}, async (current) => {
      const { code, to, values } = await decide(trx, current);
      const transition = { code, from: current.status ?? '', to };
      const next = { ...withoutMeta(current), ...values, status: to };
      const context: TransitionContext = {
        trx,
        actor,
        entity: this.#entity,
        before: current,
        transition,
        related: this.#relatedWrites(trx, actor),
      };
      return { body: (await this.#hooks.beforeTransition?.(next, context)) ?? next, transition };
    });
  }

  /** Writes of other entities' records in this write's transaction, through their own services. */
  #relatedWrites(trx: TenantTransaction, actor: Actor): RelatedWrites {
    const serviceOf = (entity: EntityDefinition) => new EntityService(this.#db, this.#catalogue, entity);
    return {
      create: (entity, bodies) => serviceOf(entity).createWithin(trx, actor, bodies),
      patch: (entity, id, body) => serviceOf(entity).patchWithin(trx, actor, id, body),
      transition: (entity, id, code) => serviceOf(entity).transitionWithin(trx, actor, id, code),
    };
  }

  /** Deletes a record; answers the registration it had. */
  remove(actor: Actor, id: string, options: WriteOptions = {}): Promise<string> {
    assertWritable(this.#entity);
    return this.#transaction(actor, (trx) => this.#removeIn(trx, actor, id, options));
  }

  /**
   * Deletes a record in a transaction the caller already holds (a record's document removed with
   * its file): the same checks, hooks and history as DELETE.
   */
  removeWithin(trx: TenantTransaction, actor: Actor, id: string): Promise<string> {
    assertWritable(this.#entity);
    return this.#removeIn(trx, actor, id, {});
  }

  async #removeIn(trx: TenantTransaction, actor: Actor, id: string, options: WriteOptions): Promise<string> {
    const row = await findRecordRow(trx, actor.tenant, this.#entity, id, { forUpdate: true });
    const current = rowToRecord(row);
    this.#assertVersion(current, options.expectedVersion);
    assertDeletable(await readWorkflow(trx, actor.tenant, this.#entity), this.#entity, current);
    await assertNotReferenced(trx, actor.tenant, this.#entity, current);
    const context: HookContext = { trx, actor, entity: this.#entity };
    await this.#hooks.beforeDelete?.(current, context);
    await entityTables(trx).deleteFrom(this.#entity.table).where('id', '=', row.id).execute();
    // The record's files, their Document records and its secrets go with it, in the same transaction.
    await deleteRecordFiles(trx, actor.tenant, this.#entity, row.id);
    if (this.#secretFields.length > 0)
      await deleteSecrets(trx, { tenant: actor.tenant, entityName: this.#entity.name, recordId: row.id });
    await recordHistory(trx, actor, this.#entity, 'DELETE', current, undefined);
    return current.registration;
  }

  async #updateIn(
    trx: TenantTransaction,
    actor: Actor,
    id: string,
    options: WriteOptions,
    plan: (current: EntityRecord) => Promise<UpdatePlan>,
  ): Promise<EntityRecord> {
    const current = rowToRecord(
      await findRecordRow(trx, actor.tenant, this.#entity, id, { forUpdate: true }),
    );
    this.#assertVersion(current, options.expectedVersion);
    const { body, transition } = await plan(current);
    // A transition is the one way to change a record its status holds read-only.
    if (!transition)
      assertChangeable(await readWorkflow(trx, actor.tenant, this.#entity), this.#entity, current);
    const context: SaveContext = { trx, actor, entity: this.#entity, before: current, transition };
    const prepared = await prepareRecord(this.#entity, body, {
      existing: current,
      context: { tenant: actor.tenant, rateRanges: await readRateRanges(trx, actor.tenant) },
      fields: await this.#fields(trx, actor),
      status: transition?.to,
      beforeSave: (record) => this.#hooks.beforeSave?.(record, context) ?? record,
    });
    await assertReferencesExist(trx, actor.tenant, this.#referenceFields, [
      { record: prepared, existing: current },
    ]);
    const { record, changedSecrets } = await this.#keepBeside(
      trx,
      actor,
      { id: current._id, registration: current.registration },
      { before: current, body: body as Record<string, unknown>, record: prepared },
    );
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
    const updated = rowToRecord(row);
    await recordHistory(trx, actor, this.#entity, transition ? 'TRANSITION' : 'UPDATE', current, updated, {
      changedSecrets,
      transition: transition?.code,
    });
    const related = this.#relatedWrites(trx, actor);
    await this.#hooks.afterSave?.(updated, { ...context, related });
    if (transition)
      await this.#hooks.afterTransition?.(updated, { ...context, before: current, transition, related });
    return this.#withSecretsSet(trx, actor, updated);
  }

  /** Runs a write once per idempotency key: a replay answers the stored answer and writes nothing. */
  #idempotent(
    actor: Actor,
    { idempotency }: WriteOptions,
    statusCode: 200 | 201,
    write: (trx: TenantTransaction) => Promise<EntityRecord | EntityRecord[]>,
  ): Promise<StoredAnswer> {
    return this.#transaction(actor, (trx) =>
      answerOnce(trx, actor.tenant, idempotency, statusCode, () => write(trx)),
    );
  }

  /**
   * What a write keeps beside the record's row, in its transaction: the files of its file fields
   * (the record then holds references to them) and the values of its password fields (the record
   * then holds none).
   */
  async #keepBeside(
    trx: TenantTransaction,
    actor: Actor,
    target: { id: string; registration: string },
    write: {
      before: EntityRecord | undefined;
      body: Record<string, unknown>;
      record: Record<string, unknown>;
    },
  ): Promise<{ record: Record<string, unknown>; changedSecrets: string[] }> {
    const owner = {
      tenant: actor.tenant,
      entityName: this.#entity.name,
      recordId: target.id,
      registration: target.registration,
    };
    const { username } = actor;
    const withFiles =
      this.#fileFields.length > 0
        ? await saveFieldFiles(trx, owner, this.#fileFields, { ...write, username })
        : write.record;
    if (this.#secretFields.length === 0) return { record: withFiles, changedSecrets: [] };
    const { record, changed } = await keepSecrets(trx, this.#db.secrets, owner, this.#secretFields, {
      body: write.body,
      record: withFiles,
      username,
    });
    return { record, changedSecrets: changed };
  }

  /** A record as answered: with the names of its password fields that hold a value, if it has any. */
  async #withSecretsSet(trx: TenantReads, actor: Actor, record: EntityRecord): Promise<EntityRecord> {
    if (this.#secretFields.length === 0) return record;
    const owner = { tenant: actor.tenant, entityName: this.#entity.name, recordId: record._id };
    return { ...record, _secretsSet: await secretsSetOf(trx, owner) };
  }

  /** The fields a write is checked against: the declared ones and the tenant's extra ones, with its lists. */
  async #fields(trx: TenantTransaction, actor: Actor): Promise<Fields> {
    const [extension, lists] = await Promise.all([
      readCollectionExtension(trx, actor.tenant),
      readTenantLists(trx, actor.tenant, this.#catalogue),
    ]);
    return applyTenantLists(extendEntity(this.#entity, extension).fields, lists);
  }

  /** The tenant's transaction; a dynamic entity's also names it, for the policy of its shared table. */
  #transaction<T>(actor: Actor, work: (trx: TenantTransaction) => Promise<T>): Promise<T> {
    if (this.#entity.domain !== 'dyno') return withTenant(this.#db.app, actor.tenant, work);
    return withTenant(this.#db.app, actor.tenant, async (trx) => {
      await sql`select set_config(${dynoSetting}, ${this.#entity.name}, true)`.execute(trx);
      return work(trx);
    });
  }

  /** Reads bound to the actor's tenant (and a dynamic entity's name), a statement at a time. */
  #reads(actor: Actor): TenantReads {
    return this.#entity.domain === 'dyno'
      ? readAsTenant(this.#db, actor.tenant, { [dynoSetting]: this.#entity.name })
      : readAsTenant(this.#db, actor.tenant);
  }

  #assertVersion(current: EntityRecord, expected: number | undefined): void {
    if (expected !== undefined && expected !== current._version) {
      throw new VersionConflictError(this.#entity.label, current.registration, current._version, expected);
    }
  }

  /** Checked before the insert: a failed insert would end the transaction on PostgreSQL. */
  async #assertRegistrationFree(trx: TenantTransaction, actor: Actor, registration: string): Promise<void> {
    const taken = await entityTables(trx)
      .selectFrom(this.#entity.table)
      .select('id')
      .where('tenant', '=', actor.tenant)
      .where('registration', '=', registration)
      .executeTakeFirst();
    if (taken) throw new LessorError('VALUE_ALREADY_EXISTS', [registration, 'registration']);
  }
}

/** An item of an array body: a JSON object. */
function isObjectBody(item: unknown): item is Record<string, unknown> {
  return typeof item === 'object' && item !== null && !Array.isArray(item);
}
