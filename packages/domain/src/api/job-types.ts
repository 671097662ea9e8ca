import type { ErrorBody } from '../errors/lessor-error.ts';
import type { EntityRecord } from './api-types.ts';

/**
 * Work a request starts as a job and may wait for (a payment file made, a bank statement imported,
 * a billing run): the request answers 201 (a billing run 200) and the job's answer when it ends in
 * time, else 202 and this, to follow at `GET /api/script/jobs/{id}`. `job` is its Batch record:
 * status, `processed` of `total`.
 */
export interface JobView {
  job: EntityRecord;
  /** Once it ended in SUCCESS, or in WARNING with what it could not do: what the request would have answered. */
  answer?: unknown;
  /** Once it ended in ERROR: the refusal, as the request would have answered it. */
  error?: ErrorBody;
}

export const jobPaths = {
  job: (id: string) => `/api/script/jobs/${id}`,
} as const;
