import { randomUUID } from 'node:crypto';
import type { EntityDefinition } from '@lessor/domain/entities';
import type { Database } from '../db/database.ts';
import { recordToColumns } from '../entities/record-mapping.ts';
import { reserveRegistrations } from '../entities/writing/next-registration.ts';
import { entityTables, withTenant } from '../tenancy/with-tenant.ts';

/** A line for an append-only entity of one tenant: its type and fields, as the declaration names them. */
export interface LogLine {
  tenant: string;
  username: string;
  type: string;
  fields: Record<string, unknown>;
}

export interface LogBookOptions {
  /** How often buffered lines are written; one second unless told. */
  flushMs?: number;
  /** Lines held at most: past it the oldest are dropped (and counted), so a database outage cannot fill memory. */
  maxBuffered?: number;
  /** Told when a write fails; the lines of that write are dropped. */
  onError?: (error: unknown) => void;
}

/**
 * Writes the lines of the append-only entities the server keeps about itself (access logs, audits,
 * system logs) in the background: lines are buffered and written each second, a tenant's lines of
 * one entity in one insert with registrations reserved together. A request pays for a push into
 * an array, not for a transaction. These rows skip the entity service on purpose: they are written
 * by the server alone, never changed, and a history line about each log line would double the
 * writes for nothing.
 */
export class LogBook {
  readonly #db: Database;
  readonly #flushMs: number;
  readonly #maxBuffered: number;
  readonly #onError: (error: unknown) => void;
  #buffer: { entity: EntityDefinition; line: LogLine }[] = [];
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> = Promise.resolve();
  #dropped = 0;

  constructor(db: Database, options: LogBookOptions = {}) {
    this.#db = db;
    this.#flushMs = options.flushMs ?? 1000;
    this.#maxBuffered = options.maxBuffered ?? 50_000;
    this.#onError =
      options.onError ?? ((error) => process.emitWarning(`Log lines were not written: ${error}`));
  }

  /** Lines dropped since the start, because the buffer was full or their write failed. */
  get dropped(): number {
    return this.#dropped;
  }

  add(entity: EntityDefinition, line: LogLine): void {
    if (this.#buffer.length >= this.#maxBuffered) {
      this.#buffer.shift();
      this.#dropped += 1;
    }
    this.#buffer.push({ entity, line });
    this.#timer ??= setTimeout(() => {
      this.#timer = undefined;
      void this.flush();
    }, this.#flushMs).unref();
  }

  /** Writes what is buffered now; resolves once it is written (or dropped). */
  flush(): Promise<void> {
    const lines = this.#buffer;
    this.#buffer = [];
    // One write at a time, in order: a tenant's registrations follow the order of its lines.
    // A failed write (told to onError, which may throw) does not stop the ones after it.
    this.#flushing = this.#flushing.catch(() => undefined).then(() => this.#write(lines));
    return this.#flushing;
  }

  /** Stops the timer and writes what is left: the app's close waits for it. */
  async close(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.flush();
  }

  async #write(lines: readonly { entity: EntityDefinition; line: LogLine }[]): Promise<void> {
    const groups = new Map<string, { tenant: string; entity: EntityDefinition; lines: LogLine[] }>();
    for (const { entity, line } of lines) {
      const key = `${line.tenant}\n${entity.name}`;
      let group = groups.get(key);
      if (!group) {
        group = { tenant: line.tenant, entity, lines: [] };
        groups.set(key, group);
      }
      group.lines.push(line);
    }
    for (const { tenant, entity, lines: tenantLines } of groups.values()) {
      try {
        await withTenant(this.#db.app, tenant, async (trx) => {
          const registrations = await reserveRegistrations(trx, tenant, entity, tenantLines.length);
          await entityTables(trx)
            .insertInto(entity.table)
            .values(
              tenantLines.map((line, index) => ({
                id: randomUUID(),
                tenant,
                registration: registrations[index] as string,
                ...recordToColumns({ ...line.fields, type: line.type, status: entity.initialStatus }),
                _insert_user: line.username,
                _update_user: line.username,
                // Dated when it happened rather than when written: lists and expiry follow the event.
                ...(typeof line.fields.date === 'string'
                  ? { _insert_date: new Date(line.fields.date), _update_date: new Date(line.fields.date) }
                  : {}),
              })),
            )
            .execute();
        });
      } catch (error) {
        this.#dropped += tenantLines.length;
        this.#onError(error);
      }
    }
  }
}
