import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import { assertStorageRoom } from '../storage/storage-quota.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';
import {
  type ConversionLimits,
  convertToPdf,
  type MadeFile,
  type SourceFile,
  stampWatermark,
} from './conversion/convert-document.ts';
import { readWatermark } from './conversion/watermark.ts';
import { documentSchemas } from './document-route-schemas.ts';
import type { DocumentMetadata, DocumentStore } from './document-store.ts';

interface DocumentRoute {
  Params: { id: string; docId: string };
  Body: unknown;
}

interface Context {
  itemPath: string;
  tags: string[];
  storageQuotaBytes: number;
  limits: ConversionLimits;
  /** Runs `work` on the documents of the record the path names, in the caller's tenant. */
  onRecord<T>(
    request: FastifyRequest<{ Params: { id: string } }>,
    work: (store: DocumentStore, trx: TenantTransaction) => Promise<T>,
  ): Promise<T>;
  /** The answer for a document: its metadata and a content token. */
  answer(request: FastifyRequest, document: DocumentMetadata): Promise<unknown>;
}

/**
 * `POST …/documents/{docId}/pdf` and `…/watermark` (foundation.md §5): a new document of the record
 * beside the original, of its type, made off the request thread. The file is read in one
 * transaction and the result kept in another, so that none stays open while it converts. The new
 * file counts against the tenant's storage quota; like an upload, it needs the right to write the
 * record's collection.
 */
export function registerDocumentConversions(app: FastifyInstance, context: Context): void {
  const { itemPath, tags, limits } = context;

  const keepBeside = async (
    request: FastifyRequest<DocumentRoute>,
    make: (file: SourceFile) => Promise<MadeFile>,
  ): Promise<DocumentMetadata> => {
    const { document, content } = await context.onRecord(request, (store) =>
      store.content(request.params.docId),
    );
    const made = await make({ name: document.name, bytes: content });
    const { tenant, username } = actorOf(request);
    return context.onRecord(request, async (store, trx) => {
      await assertStorageRoom(trx, tenant, context.storageQuotaBytes, made.bytes.byteLength);
      const bytes = Buffer.from(made.bytes.buffer, made.bytes.byteOffset, made.bytes.byteLength);
      return store.add(
        { name: made.name, type: document.type, mimeType: made.mimeType, content: bytes },
        username,
      );
    });
  };

  app.post<DocumentRoute>(
    `${itemPath}/pdf`,
    { schema: { ...documentSchemas.convert, tags } },
    async (request, reply) => {
      const made = await keepBeside(request, (file) => convertToPdf(file, limits));
      return reply.code(201).send(await context.answer(request, made));
    },
  );

  app.post<DocumentRoute>(
    `${itemPath}/watermark`,
    { schema: { ...documentSchemas.watermark, tags } },
    async (request, reply) => {
      const watermark = readWatermark(request.body);
      const made = await keepBeside(request, (file) => stampWatermark(file, watermark, limits));
      return reply.code(201).send(await context.answer(request, made));
    },
  );
}
