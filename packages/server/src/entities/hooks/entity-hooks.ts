import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import type { Actor } from '../../tenancy/actor.ts';
import type { TenantTransaction } from '../../tenancy/with-tenant.ts';

/** A record's fields as a write is about to store them, bookkeeping fields aside. */
export type RecordData = Record<string, unknown>;

/** What every hook is given: the write's transaction, who writes, and the entity written. */
export interface HookContext {
  /** Whatever a hook writes through it commits or rolls back with the write itself. */
  trx: TenantTransaction;
  actor: Actor;
  entity: EntityDefinition;
}

/** A transition as hooks see it: its code and the statuses it leaves and reaches. */
export interface TransitionMove {
  code: string;
  from: string;
  to: string;
}

export interface SaveContext extends HookContext {
  /** The stored record an update starts from; absent on creation. */
  before?: EntityRecord;
  /** The transition this save carries out, when it is one. */
  transition?: TransitionMove;
}

/**
 * Writes of other entities' records in the hook's transaction, each through its entity's service:
 * the same checks, registrations, history and hooks as any write, committed or rolled back with
 * the record the hook runs for.
 */
export interface RelatedWrites {
  create(entity: EntityDefinition, bodies: readonly RecordData[]): Promise<EntityRecord[]>;
  /** Changes fields of a record by its id or registration, as PATCH does. */
  patch(entity: EntityDefinition, id: string, body: RecordData): Promise<EntityRecord>;
  /** Runs a transition of the record's workflow, by its code. */
  transition(entity: EntityDefinition, id: string, code: string): Promise<EntityRecord>;
}

export interface TransitionContext extends HookContext {
  before: EntityRecord;
  transition: TransitionMove;
  /** A transition's effects on other records (a contract's cashflows) go through these. */
  related: RelatedWrites;
}

/**
 * Behaviour of one entity beyond the generic engine, run by the entity service around every write
 * (docs/entity-engine.md, "Lifecycle of a write"). A hook refuses by throwing a `LessorError`: the
 * write and all the hook wrote roll back. A `before` hook answers the record to write, changed or
 * not; an `after` hook sees the stored record and may write other records through `trx`.
 */
export interface EntityHooks {
  /** Completes a record before it is validated: creation, update and transition alike. */
  beforeSave?(record: RecordData, context: SaveContext): RecordData | Promise<RecordData>;
  /**
   * After the record and its history are written: creation, update and transition alike. What it
   * writes of other entities (a person's mandates in the register) goes through `related`.
   */
  afterSave?(record: EntityRecord, context: SaveContext & { related: RelatedWrites }): void | Promise<void>;
  /** Before a transition's record is saved, once the workflow allowed it and applied its effects. */
  beforeTransition?(record: RecordData, context: TransitionContext): RecordData | Promise<RecordData>;
  /** After a transition's save, its `afterSave` included. */
  afterTransition?(record: EntityRecord, context: TransitionContext): void | Promise<void>;
  /** Before a record, its files and its secrets are deleted. */
  beforeDelete?(record: EntityRecord, context: HookContext): void | Promise<void>;
  /**
   * The entities a transition's hooks write records of, by its code: its caller needs write on
   * each as well as on the record's own entity (a prospect's conversion creates a person).
   */
  transitionWrites?: Readonly<Record<string, readonly EntityDefinition[]>>;
}

/** Hooks by entity name: the production ones, to which a test may add its own. */
export type EntityHooksRegistry = Readonly<Record<string, EntityHooks>>;
