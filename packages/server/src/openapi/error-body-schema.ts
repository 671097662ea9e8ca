import { errorCatalogue } from '@lessor/domain/errors';

/**
 * The body of every error answer (`ErrorBody`, with `rejectionReason` for a version conflict),
 * the `Error` component of the API document.
 */
export const errorBodySchema = {
  description: 'An error with a catalogued code',
  type: 'object',
  required: ['status', 'code', 'message'],
  properties: {
    status: { type: 'integer' },
    code: { type: 'string', enum: Object.keys(errorCatalogue) },
    message: { type: 'string' },
    rejectionReason: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, code: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;
