import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { ContentDisposition } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyReply } from 'fastify';
import { type QueryString, single } from '../entities/http/read-list-request.ts';
import { contentHeaders } from './content-headers.ts';
import type { DocumentMetadata } from './document-store.ts';

/**
 * Answers a document's bytes as the query asks: with `base64=true`, the document inside JSON with
 * its bytes in `base64data`, for a client that embeds them (foundation.md §7); else the bytes
 * themselves, streamed from their container so that a large file never sits in memory.
 */
export async function sendDocumentContent(
  reply: FastifyReply,
  query: QueryString,
  opened: { document: DocumentMetadata; body: Readable | Buffer },
) {
  const { document, body } = opened;
  const disposition = contentDisposition(single(query, 'contentDisposition'));
  if (single(query, 'base64') === 'true') {
    const content = Buffer.isBuffer(body) ? body : await buffer(body);
    return { ...document, base64data: content.toString('base64') };
  }
  const headers = contentHeaders(document, disposition);
  if (!headers['content-security-policy']) reply.removeHeader('content-security-policy');
  return reply.headers({ ...headers, 'content-length': String(document.size) }).send(body);
}

function contentDisposition(value: string | undefined): ContentDisposition {
  if (value === undefined || value === 'inline') return 'inline';
  if (value === 'attachment') return 'attachment';
  throw new LessorError('INVALID_FIELD_IN_QUERY', ['contentDisposition']);
}
