/** Socket errors of a server that is down, restarting or out of reach. */
const socketErrors = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that ended or refused the session: class 08 (connection exception) is
 * matched by prefix. 57P01-57P03: an administrator, a crash or a start-up ended it or refuses it;
 * 53300: no connection slot left; 57014: a statement ran past its timeout.
 */
const serverStates = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/**
 * Messages of node-postgres and Kysely for a connection that was lost or never came: they carry
 * no code.
 */
const lostConnectionMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /^Client has encountered a connection error and is not queryable/,
  /^Postgres connection has been discarded/,
];

/**
 * Whether an error says the database cannot be reached right now, rather than that a query is
 * wrong: the request may succeed once it is back, so it answers 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  // Connecting to a host name tries each of its addresses: every attempt failed.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (socketErrors.has(code) || serverStates.has(code) || code.startsWith('08')))
    return true;
  if (typeof message === 'string' && lostConnectionMessages.some((pattern) => pattern.test(message)))
    return true;
  return cause !== undefined && isDatabaseUnavailable(cause);
}
