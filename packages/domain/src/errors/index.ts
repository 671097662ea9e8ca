export { type ErrorCode, errorCatalogue } from './catalogue.ts';
export { type ErrorBody, type FieldError, formatErrorMessage, LessorError } from './lessor-error.ts';
