import multipart from '@fastify/multipart';
import { apiPaths } from '@lessor/domain/api';
import type { FastifyInstance } from 'fastify';
import { uploadedFileBody } from '../openapi/documented-only.ts';
import { uploadedFileBytes } from '../storage/uploaded-file-bytes.ts';
import { maxSheetRows, readSheetRows } from './read-sheet-rows.ts';

const maxSheetBytes = 2 * 1024 * 1024;

const cellSchema = {
  description: 'A text, number or boolean; a day as { date }; a number shown as a percentage as { percent }',
  anyOf: [
    { type: 'string' },
    { type: 'number' },
    { type: 'boolean' },
    { type: 'null' },
    { type: 'object', required: ['date'], properties: { date: { type: 'string', format: 'date' } } },
    { type: 'object', required: ['percent'], properties: { percent: { type: 'number' } } },
  ],
};

/**
 * `POST /api/report/sheet-rows`: the first worksheet of an uploaded .xlsx workbook (multipart
 * `file`, 2 MB at most) as typed cells, for a screen that takes rows from a spreadsheet. It reads
 * only the file sent, so any signed-in user may call it; creating the rows is checked as every
 * creation is.
 */
export async function registerSheetRowsRoute(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxSheetBytes, files: 1 } });
    scope.post(
      apiPaths.sheetRows,
      {
        config: { permission: false },
        schema: {
          tags: ['Reports'],
          summary: `The rows of a workbook's first sheet (at most ${maxSheetRows} below the header)`,
          body: uploadedFileBody(),
          response: {
            200: {
              description: 'The sheet name and its rows, the header row first',
              type: 'object',
              required: ['sheet', 'rows'],
              properties: {
                sheet: { type: 'string' },
                rows: { type: 'array', items: { type: 'array', items: cellSchema } },
              },
            },
          },
        },
      },
      async (request) => {
        const bytes = await uploadedFileBytes(request, maxSheetBytes);
        return readSheetRows(bytes);
      },
    );
  });
}
