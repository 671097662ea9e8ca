/** A run of a cron: scheduled or asked for, and how it went. */
export interface CronRun {
  slot: string;
  manual: boolean;
  requestedBy: string;
  status: 'PROCESSING' | 'SUCCESS' | 'ERROR';
  startedAt: string | null;
  endedAt: string | null;
  message: string | null;
}

/** `GET /api/script/crons`: one of the tenant's crons, as its `cron-list` document sets it. */
export interface CronView {
  name: string;
  description: string;
  /** A five-field cron expression, read in UTC. */
  schedule: string;
  enabled: boolean;
  /** When it fires next; null when disabled. */
  nextRun: string | null;
  /** Its latest runs, newest first. */
  runs: CronRun[];
}

/** One entry of the `cron-list` configuration document's `crons`. */
export interface CronSetting {
  name: string;
  schedule: string;
  enabled: boolean;
}

export const cronPaths = {
  list: '/api/script/crons',
  // Cron names are plain words: no escaping, so that the server registers `:name` as is.
  cron: (name: string) => `/api/script/crons/${name}`,
  run: (name: string) => `/api/script/crons/${name}/run`,
} as const;
