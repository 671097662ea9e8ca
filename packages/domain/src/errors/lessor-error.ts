import { type ErrorCode, errorCatalogue } from './catalogue.ts';

/** One problem with one field, as listed in an error's `errors` array. */
export interface FieldError {
  field: string;
  code: ErrorCode;
  message: string;
}

/** The body of every error answer: `{status, code, message, errors?}`. */
export interface ErrorBody {
  status: number;
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
}

/** Fills the catalogue message's `$` placeholders, in order, with the parameters. */
export function formatErrorMessage(code: ErrorCode, params: readonly unknown[] = []): string {
  let next = 0;
  return errorCatalogue[code].message.replace(/\$/g, () => String(params[next++] ?? ''));
}

/**
 * An error with a catalogued code.
 * @example throw new LessorError('MISSING_FIELD_IN_BODY', ['lastName'])
 */
export class LessorError extends Error {
  readonly code: ErrorCode;
  /** What fills the message's placeholders: an error passed between threads is made again from them. */
  readonly params: readonly unknown[];
  readonly status: number;
  readonly errors: FieldError[] | undefined;

  constructor(code: ErrorCode, params: readonly unknown[] = [], errors?: FieldError[]) {
    super(formatErrorMessage(code, params));
    this.name = 'LessorError';
    this.code = code;
    this.params = params;
    this.status = errorCatalogue[code].status;
    this.errors = errors;
  }

  toBody(): ErrorBody {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}
