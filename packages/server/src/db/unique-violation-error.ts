import { LessorError } from '@lessor/domain/errors';

/** PostgreSQL's SQLSTATE for a unique constraint violation. */
const uniqueViolation = '23505';

const keyDetail = /^Key \((.+)\)=\((.*)\) already exists\.?$/s;

/**
 * VALUE_ALREADY_EXISTS for a database error that is a unique violation: two requests racing for one
 * username, host name or provider id both pass their check, and the database refuses the second.
 * Names the last column of the key (the first is the tenant) and its value, from the error's detail.
 * @example uniqueViolationError({ code: '23505', detail: 'Key (tenant, username)=(acme, ada@acme) already exists.' })
 *   // VALUE_ALREADY_EXISTS ['ada@acme', 'username']
 */
export function uniqueViolationError(error: unknown): LessorError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, detail, constraint } = error as { code?: unknown; detail?: unknown; constraint?: unknown };
  if (code !== uniqueViolation) return undefined;
  const [, columns = '', values = ''] = (typeof detail === 'string' && keyDetail.exec(detail)) || [];
  const names = columns.split(', ');
  const field = names.at(-1) || (typeof constraint === 'string' ? constraint : 'value');
  // Values are listed as the columns are; only the last one may itself hold a comma.
  const value = values
    .split(', ')
    .slice(names.length - 1)
    .join(', ');
  return new LessorError('VALUE_ALREADY_EXISTS', [value, field]);
}
