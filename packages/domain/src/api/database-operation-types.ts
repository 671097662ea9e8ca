/**
 * `GET /api/system/database/current-operations`: one backend of the current database as
 * PostgreSQL's `pg_stat_activity` shows it, the server's own asking query left out.
 */
export interface DatabaseOperation {
  /** The backend's process id, which a cancellation names. */
  pid: number;
  /** The role it signed in as; null where the database does not say (the embedded one). */
  user: string | null;
  /** As the client set it; empty when it set none. */
  applicationName: string;
  /** The client's IP address; null over a local socket, for a background process, or embedded. */
  clientAddress: string | null;
  /** `active`, `idle`, `idle in transaction`…; null for a background process. */
  state: string | null;
  /** What it waits for, as `type: event` (`Lock: transactionid`); null when it waits for nothing. */
  waitEvent: string | null;
  /** ISO date and time its current or last query started; null when none ran yet. */
  queryStart: string | null;
  /** How long that query ran: until now while active, until it ended otherwise. */
  durationMs: number | null;
  /** The current or last query's text, as much of it as the database keeps. */
  query: string;
  /** `client backend`, `autovacuum worker`… */
  backendType: string;
}

/** `POST /api/system/database/current-operations/{pid}/cancel`: whether the database took the cancellation. */
export interface DatabaseOperationCancellation {
  pid: number;
  /**
   * Whether the database signalled the backend to cancel its query (an idle one has none to stop).
   * False when it is the server's own asking backend, or when the server's role may not signal it
   * (a superuser's session, to an owner that is none).
   */
  cancelled: boolean;
}

export const databaseOperationPaths = {
  list: '/api/system/database/current-operations',
  // A pid is digits, or `:pid` when the server registers the route.
  cancel: (pid: number | string) => `/api/system/database/current-operations/${pid}/cancel`,
} as const;
