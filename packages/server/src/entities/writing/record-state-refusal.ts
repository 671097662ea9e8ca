import { type ErrorBody, type ErrorCode, LessorError } from '@lessor/domain/errors';

/**
 * A write the record's state refuses: still named by other records, past its draft, read-only in
 * its status. 409 with a `rejectionReason`, which the web application shows as a warning
 * (foundation.md §8): nothing failed, the record is as it should be.
 */
export class RecordStateRefusal extends LessorError {
  readonly rejectionReason: string;

  constructor(code: ErrorCode, params: readonly unknown[]) {
    super(code, params);
    this.rejectionReason = this.message;
  }

  override toBody(): ErrorBody & { rejectionReason: string } {
    return { ...super.toBody(), rejectionReason: this.rejectionReason };
  }
}
