import { type JobView, jobPaths } from '@lessor/domain/api';
import { ApiError, apiFetch, apiJson } from './api-client.ts';

/** How far a job is: the items done of its total, once it knows it. */
export interface JobProgress {
  processed: number;
  total: number | undefined;
}

const pollMs = 500;

/**
 * Calls a route that does its work as a job (a payment file, a bank statement import, a billing
 * run): the server answers the work's result when it ends within a second, else the job, which is
 * then followed, its progress told, until it ends with the result (in SUCCESS, or in WARNING with
 * what it could not do) or a refusal thrown as the route's own. A POST unless `method` says GET.
 */
export async function callAnsweredJob<T>(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown },
  onProgress: (progress: JobProgress) => void,
): Promise<T> {
  const response = await apiFetch(path, {
    method: init.method ?? 'POST',
    ...(init.body === undefined ? {} : { body: init.body }),
    headers: { prefer: 'wait=1' },
  });
  if (response.status !== 202) return (await response.json()) as T;
  let view = (await response.json()) as JobView;
  for (;;) {
    if (view.error) throw new ApiError(view.error.status, view.error);
    if (view.job.status === 'SUCCESS' || view.job.status === 'WARNING') return view.answer as T;
    const total = Number(view.job.total);
    onProgress({ processed: Number(view.job.processed ?? 0), total: total > 0 ? total : undefined });
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    view = await apiJson<JobView>(jobPaths.job(view.job._id));
  }
}
