import multipart from '@fastify/multipart';
import { catalogPaths } from '@lessor/domain/api';
import type { FastifyInstance } from 'fastify';
import { writeConfigurationDocument } from '../../configuration-documents/configuration-document-store.ts';
import type { Database } from '../../db/database.ts';
import { fileAnswer, uploadedFileBody } from '../../openapi/documented-only.ts';
import { uploadedFileBytes } from '../../storage/uploaded-file-bytes.ts';
import { withTenant } from '../../tenancy/with-tenant.ts';
import {
  readResidualValueParameters,
  residualValueParametersDocument,
} from './read-residual-value-parameters.ts';
import { readResidualValueSheet, residualValueSheet } from './residual-value-sheet.ts';

const tags = ['Vehicle catalogue'];
const maxSheetBytes = 1024 * 1024;
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The company's residual-value parameters as an Excel sheet: `GET` the current ones (its own, or
 * the shipped ones to start from), `PUT` a filled-in sheet (multipart `file`) as a new version of
 * the `residual-value-parameters` configuration document. The rights are those of the
 * configuration documents.
 */
export async function registerResidualValueSheetRoutes(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxSheetBytes, files: 1 } });
    scope.get(
      catalogPaths.residualValueSheet,
      {
        schema: {
          tags,
          summary: "The company's residual-value parameters as an .xlsx sheet",
          response: { 200: fileAnswer('The sheet', xlsxType) },
        },
      },
      async (request, reply) => {
        const { tenant } = request.session;
        const { parameters } = await withTenant(db.app, tenant, (trx) =>
          readResidualValueParameters(trx, tenant),
        );
        return reply
          .type(xlsxType)
          .header('content-disposition', 'attachment; filename="residual-values.xlsx"')
          .send(await residualValueSheet(parameters));
      },
    );

    scope.put(
      catalogPaths.residualValueSheet,
      {
        schema: {
          tags,
          summary: 'Replace the residual-value parameters with those of an .xlsx sheet',
          body: uploadedFileBody(),
          response: { 200: { description: 'The version written, with the parameters' } },
        },
      },
      async (request) => {
        const bytes = await uploadedFileBytes(request, maxSheetBytes);
        const parameters = await readResidualValueSheet(bytes);
        const { tenant, username } = request.session;
        return withTenant(db.app, tenant, (trx) =>
          writeConfigurationDocument(trx, tenant, residualValueParametersDocument, parameters, username),
        );
      },
    );
  });
}
