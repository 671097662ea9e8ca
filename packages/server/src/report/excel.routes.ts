import { apiPaths } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { documentedOnly, fileAnswer } from '../openapi/documented-only.ts';
import { authorizeRoute } from '../permissions/authorize-route.ts';
import type { TenantPermissions } from '../permissions/tenant-permissions.ts';
import { buildWorkbookOffThread } from './build-workbook-off-thread.ts';
import { exportLimits, exportSchema } from './excel-export-schema.ts';

interface ExportRoute {
  Querystring: { entity?: string };
  Body: Buffer;
}

/**
 * `POST /api/report/excel?entity={Entity}`: an .xlsx file of the rows and columns the caller sends
 * (a list as the user sees it). The rows are the entity's, so the caller needs to read it; this is
 * checked from the query before the body is read. The body is parsed, checked and written by a
 * worker thread: it can be megabytes of JSON.
 */
export async function registerExcelExport(
  app: FastifyInstance,
  permissions: TenantPermissions,
  catalogue: EntityCatalogue,
): Promise<void> {
  await app.register(async (scope) => {
    // The body stays bytes here: parsing it on the event loop would hold every tenant up.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: exportLimits.bodyBytes },
      (_request, body, done) => done(null, body),
    );
    scope.post<ExportRoute>(
      apiPaths.excelExport,
      {
        bodyLimit: exportLimits.bodyBytes,
        config: { permission: false },
        schema: excelExportSchema,
        onRequest: (request) => authorizeExport(request, permissions, catalogue),
      },
      async (request, reply) => {
        const { fileName, bytes } = await buildWorkbookOffThread(request.body);
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', contentDisposition(fileName))
          .send(bytes);
      },
    );
  });
}

/**
 * The query is read before the body, to check the right to read the entity; the body stays bytes
 * until a worker parses and checks it against `exportSchema`.
 */
const excelExportSchema = {
  tags: ['Reports'],
  summary: 'An Excel file of the rows and columns sent, as a list shows them',
  querystring: documentedOnly({
    type: 'object',
    required: ['entity'],
    properties: { entity: { type: 'string', description: 'The name of the entity the rows are of' } },
  }),
  body: documentedOnly({ ...exportSchema }),
  response: {
    200: fileAnswer('The workbook', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  },
};

/** Reading the exported entity is what the export asks: 'read {its collection}' or 'read {entity}'. */
async function authorizeExport(
  request: FastifyRequest<ExportRoute>,
  permissions: TenantPermissions,
  catalogue: EntityCatalogue,
) {
  const name = request.query.entity;
  if (!name) throw new LessorError('MISSING_FIELD_IN_QUERY', ['entity']);
  const entity = catalogue.named(name);
  if (!entity) throw new LessorError('UNSUPPORTED_ENTITY', [name]);
  await authorizeRoute(request.session, permissions, catalogue, { method: 'GET', url: entity.apiPath });
}

/** `attachment` with the file name, ending in .xlsx, in plain ASCII and in UTF-8 (RFC 6266). */
function contentDisposition(fileName: string): string {
  const name = /\.xlsx$/i.test(fileName) ? fileName : `${fileName}.xlsx`;
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
