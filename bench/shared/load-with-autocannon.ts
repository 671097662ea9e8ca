import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  /** autocannon reports no 95th percentile: its 97.5th bounds it from above. */
  p97_5Ms: number;
  p99Ms: number;
}

const autocannon = fileURLToPath(new URL('../../node_modules/.bin/autocannon', import.meta.url));

/**
 * Loads a URL with autocannon from a separate process, so the load generator does not share the
 * servers' event loop; any non-2xx answer or error fails the run.
 */
export async function loadWithAutocannon(
  url: string,
  {
    headers = {},
    connections,
    seconds,
  }: { headers?: Record<string, string>; connections: number; seconds: number },
): Promise<LoadFigures> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const args = ['-j', '-c', String(connections), '-d', String(seconds), ...headerArgs, url];
  const { stdout } = await promisify(execFile)(autocannon, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
  };
}
