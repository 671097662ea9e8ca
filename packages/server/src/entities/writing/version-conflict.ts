import { type ErrorBody, LessorError } from '@lessor/domain/errors';

/**
 * A write based on a version that is no longer current: 409 with a `rejectionReason`, which the
 * web application shows as a warning (foundation.md §8) rather than as a failure.
 */
export class VersionConflictError extends LessorError {
  readonly rejectionReason: string;

  constructor(label: string, registration: string, current: number, expected: number) {
    super('VERSION_CONFLICT', [label, registration, current, expected]);
    this.rejectionReason = this.message;
  }

  override toBody(): ErrorBody & { rejectionReason: string } {
    return { ...super.toBody(), rejectionReason: this.rejectionReason };
  }
}

/** The version a write is based on: the body's `_version`, else an `If-Match` header, if any. */
export function expectedVersionOf(body: unknown, ifMatch: string | string[] | undefined): number | undefined {
  const fromBody = (body as { _version?: unknown } | null)?._version;
  if (fromBody !== undefined && fromBody !== null) {
    if (!Number.isInteger(fromBody)) throw new LessorError('INVALID_INTEGER_FIELD', ['_version']);
    return fromBody as number;
  }
  if (ifMatch === undefined) return undefined;
  const version =
    typeof ifMatch === 'string' ? Number(ifMatch.replace(/^W\//, '').replace(/"/g, '')) : Number.NaN;
  if (!Number.isInteger(version)) throw new LessorError('INVALID_FIELD_IN_HEADERS', ['if-match']);
  return version;
}
