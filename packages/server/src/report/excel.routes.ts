import type { FastifyInstance } from 'fastify';
import { type ExcelExport, excelWorkbook } from './excel-workbook.ts';

/** An export is the rows a user already sees: up to the 10,000 a list loads, with room to spare. */
const exportBodyLimit = 32 * 1024 * 1024;
const maxRows = 100_000;

const exportSchema = {
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
    data: { type: 'array', maxItems: maxRows, items: { anyOf: [{ type: 'array' }, { type: 'object' }] } },
  },
} as const;

/**
 * `POST /api/report/excel`: an .xlsx file of the rows and columns the caller sends (a list as the
 * user sees it). The server reads nothing of the tenant's data here, so any signed-in user may ask.
 */
export function registerExcelExport(app: FastifyInstance): void {
  app.post<{ Body: ExcelExport }>(
    '/api/report/excel',
    { bodyLimit: exportBodyLimit, config: { permission: false }, schema: { body: exportSchema } },
    async (request, reply) => {
      const bytes = await excelWorkbook(request.body);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition(request.body.fileName))
        .send(bytes);
    },
  );
}

/** `attachment` with the file name, ending in .xlsx, in plain ASCII and in UTF-8 (RFC 6266). */
function contentDisposition(fileName: string): string {
  const name = /\.xlsx$/i.test(fileName) ? fileName : `${fileName}.xlsx`;
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
