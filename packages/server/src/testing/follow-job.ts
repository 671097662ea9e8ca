import { type JobView, jobPaths } from '@lessor/domain/api';
import type { TestClient } from './test-app.ts';

/**
 * A job a request started, followed as a client does (`GET /api/script/jobs/{id}`) until it leaves
 * PROCESSING or ten seconds pass; answers its last view.
 */
export async function followJob(client: TestClient, started: JobView): Promise<JobView> {
  let view = started;
  for (let attempt = 0; attempt < 400 && view.job.status === 'PROCESSING'; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    view = (await client.request({ method: 'GET', url: jobPaths.job(started.job._id) })).json<JobView>();
  }
  return view;
}
