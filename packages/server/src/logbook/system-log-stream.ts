import { type SystemLogLevel, systemLogEntity } from '@lessor/domain/entities';
import type { LogBook } from './log-book.ts';

/** pino's numeric levels, as the SystemLog's levels name them. */
const levels = [
  { from: 50, name: 'ERROR' },
  { from: 40, name: 'WARN' },
  { from: 30, name: 'INFO' },
  { from: 0, name: 'DEBUG' },
] as const;

const levelNumbers: Record<SystemLogLevel, number> = { DEBUG: 20, INFO: 30, WARN: 40, ERROR: 50 };

/** Keys every line has, which the details need not repeat. */
const lineKeys = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'tenant', 'user']);
const maxDetails = 8000;

interface JobLine {
  tenant?: unknown;
  data?: { tenant?: unknown; username?: unknown };
}

interface Destination {
  write(line: string): unknown;
}

/**
 * The server's log, written where it always went (standard output), with each line about a
 * tenant also kept as a SystemLog of that tenant, at `level` and above, for its administrators to
 * search. A line is about a tenant when a signed-in request logged it (the request's logger
 * carries `tenant` and `user`) or a job of that tenant did. Fastify's own lines about each request
 * are left to the access logs.
 */
export class SystemLogStream {
  readonly #logBook: LogBook;
  readonly #destination: Destination;
  readonly #threshold: number;

  constructor(logBook: LogBook, level: SystemLogLevel = 'INFO', destination: Destination = process.stdout) {
    this.#logBook = logBook;
    this.#destination = destination;
    this.#threshold = levelNumbers[level];
  }

  write(chunk: string): void {
    this.#destination.write(chunk);
    for (const text of chunk.split('\n')) if (text !== '') this.#keep(text);
  }

  #keep(text: string): void {
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return;
    }
    const level = typeof line.level === 'number' ? line.level : 0;
    if (level < this.#threshold || 'req' in line || 'res' in line) return;
    // A job is logged as the queue hands it (its data) or as its handler reads it (a cron's run).
    const job = line.job as JobLine | undefined;
    const tenant = line.tenant ?? job?.data?.tenant ?? job?.tenant;
    if (typeof tenant !== 'string') return;
    const username = String(line.user ?? job?.data?.username ?? 'system');
    const details = Object.fromEntries(Object.entries(line).filter(([key]) => !lineKeys.has(key)));
    this.#logBook.add(systemLogEntity, {
      tenant,
      username,
      type: job ? 'JOB' : 'APPLICATION',
      fields: {
        level: levels.find((candidate) => level >= candidate.from)?.name ?? 'DEBUG',
        message: String(line.msg ?? '').slice(0, 2000),
        ...(typeof line.reqId === 'string' ? { requestId: line.reqId } : {}),
        username,
        date: new Date(typeof line.time === 'number' ? line.time : Date.now()).toISOString(),
        ...(Object.keys(details).length > 0
          ? { details: JSON.stringify(details, null, 2).slice(0, maxDetails) }
          : {}),
      },
    });
  }
}
