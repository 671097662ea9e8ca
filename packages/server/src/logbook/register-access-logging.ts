import { accessLogEntity, auditEntity } from '@lessor/domain/entities';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LogBook } from './log-book.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where access logs, audits and system logs wait to be written: `flush` writes them now. */
    logBook: LogBook;
  }
  interface FastifyRequest {
    /** The record the request read or changed, noted by its route for the audit trail. */
    audited?: AuditedRecord;
  }
}

/** What an audit line says of a request: which record, and what was done to it. */
export interface AuditedRecord {
  action: 'READ' | 'CREATE' | 'UPDATE' | 'DELETE' | 'TRANSITION' | 'EXPORT';
  entityName: string;
  /** The record's registration; absent for an export, which names a search rather than a record. */
  registration?: string;
  details?: string;
}

export interface AccessLoggingOptions {
  /**
   * Share of fast successful reads kept (LESSOR_ACCESS_LOG_SAMPLE), 1 unless told. Writes,
   * refusals, failures and slow calls are always kept; a sampled line's `weight` tells how many
   * calls it stands for, so statistics still add up.
   */
  sampleRate?: number;
  /** A call slower than this is always kept; one second unless told. */
  slowMs?: number;
}

/**
 * Notes the record a route read or changed, for the audit trail. Called by routes once the work is
 * done; the line is written only if the request then answers with success.
 */
export function auditRecord(request: FastifyRequest, audited: AuditedRecord): void {
  request.audited = audited;
}

/** Whether a call is one of the fast successful reads of which only a share is kept. */
export function isSampled(
  method: string,
  statusCode: number,
  durationMs: number,
  { rate, slowMs }: { rate: number; slowMs: number },
): boolean {
  return rate < 1 && method === 'GET' && statusCode < 400 && durationMs < slowMs;
}

/**
 * A URL as the logs keep it: a token of its query (a script run opened in a new tab) is its
 * user's credential for a minute, which the tenant's administrators reading the logs never see.
 */
function withoutQueryToken(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/g, '$1…');
}

/**
 * Keeps an AccessLog line for the signed-in API calls of each tenant (method, route pattern, URL,
 * status, duration, user, request id), and an Audit line for each record a call read or changed.
 * A call without a session (a refused sign-in, a public route) has no tenant to keep it under.
 */
export function registerAccessLogging(
  app: FastifyInstance,
  logBook: LogBook,
  { sampleRate = 1, slowMs = 1000 }: AccessLoggingOptions = {},
): void {
  app.decorate('logBook', logBook);
  const rate = Math.min(1, Math.max(0, sampleRate));
  app.addHook('onResponse', (request, reply, done) => {
    const session = request.session;
    if (!session || !request.url.startsWith('/api/')) return done();
    const durationMs = Math.round(reply.elapsedTime);
    const date = new Date().toISOString();
    const line = { tenant: session.tenant, username: session.username };
    const sampled = isSampled(request.method, reply.statusCode, durationMs, { rate, slowMs });
    if (!sampled || Math.random() < rate) {
      logBook.add(accessLogEntity, {
        ...line,
        type: 'REQUEST',
        fields: {
          method: request.method,
          route: request.routeOptions.url,
          url: withoutQueryToken(request.url).slice(0, 2000),
          statusCode: reply.statusCode,
          durationMs,
          username: session.username,
          requestId: request.id,
          date,
          weight: sampled ? Math.round(1 / rate) : 1,
        },
      });
    }
    const audited = request.audited;
    if (audited && reply.statusCode < 400) {
      logBook.add(auditEntity, {
        ...line,
        type: audited.action,
        fields: {
          username: session.username,
          action: audited.action,
          entityName: audited.entityName,
          ...(audited.registration ? { entityRegistration: audited.registration } : {}),
          date,
          details: audited.details ?? `${request.method} ${withoutQueryToken(request.url).slice(0, 2000)}`,
        },
      });
    }
    done();
  });
}
