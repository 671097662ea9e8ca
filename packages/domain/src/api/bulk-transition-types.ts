import type { ErrorBody } from '../errors/lessor-error.ts';

/**
 * `POST {apiPath}/transitions/{code}`: a workflow transition run on many records as a job (docs/jobs.md),
 * on the records named (ids or registrations) or on those a list's search finds (its query string).
 */
export type BulkTransitionRequest = { ids: string[] } | { query: Record<string, string> };

/** A record the transition refused, and why. */
export type BulkTransitionRefusal = { registration: string } & Omit<ErrorBody, 'errors'>;

/** What a bulk transition did: the records it moved, and those it refused, each with why. */
export interface BulkTransitionAnswer {
  transition: string;
  done: string[];
  refused: BulkTransitionRefusal[];
}

/**
 * Where a transition is run on many records of an entity.
 * @example bulkTransitionPath('/api/billing/invoices', 'ISSUE') // '/api/billing/invoices/transitions/ISSUE'
 */
export const bulkTransitionPath = (apiPath: string, code: string) =>
  `${apiPath}/transitions/${encodeURIComponent(code)}`;
