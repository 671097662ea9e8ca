import type { FastifySchemaValidationError } from 'fastify';

/**
 * The field a validation error is about, dotted (`columns.0.width`). A property that should not be
 * there is named itself: its parent alone would not tell the client what to remove.
 */
export function validationField(error: FastifySchemaValidationError | undefined): string {
  const path = (error?.instancePath ?? '').split('/').filter(Boolean);
  const unknown = error?.params.additionalProperty;
  if (typeof unknown === 'string') path.push(unknown);
  return path.join('.');
}
