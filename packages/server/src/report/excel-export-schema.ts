/**
 * The largest export: the 10,000 rows a list loads at most, of about twenty columns. Past it a
 * workbook costs seconds of CPU and hundreds of megabytes, which one user must not take from all.
 */
export const exportLimits = { rows: 10_000, cells: 200_000, bodyBytes: 8 * 1024 * 1024 } as const;

/** The body of `POST /api/report/excel`; the number of rows is checked apart, as a 413. */
export const exportSchema = {
  type: 'object',
  required: ['fileName', 'columns', 'data'],
  additionalProperties: false,
  properties: {
    fileName: { type: 'string', minLength: 1, maxLength: 200 },
    sheetName: { type: 'string', maxLength: 200 },
    autoFilter: { type: 'boolean' },
    columns: {
      type: 'array',
      minItems: 1,
      maxItems: 500,
      items: {
        type: 'object',
        required: ['headerLabel'],
        additionalProperties: false,
        properties: {
          headerLabel: { type: 'string', maxLength: 500 },
          key: { type: 'string', maxLength: 200 },
          width: { type: 'number', minimum: 1, maximum: 255 },
          format: {
            type: 'string',
            enum: ['text', 'number', 'integer', 'currency', 'percentage', 'date', 'datetime'],
          },
        },
      },
    },
    data: { type: 'array', items: { anyOf: [{ type: 'array' }, { type: 'object' }] } },
  },
} as const;
