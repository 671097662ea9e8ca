import { recordPathParams } from '../entities/http/entity-route-schemas.ts';
import { documentedOnly, fileAnswer } from '../openapi/documented-only.ts';

const text = (description: string) => ({ type: 'string', description });
const documentParams = recordPathParams({ docId: 'The document' });
const documentAnswer = (description: string) => documentedOnly({ description });
const binary = { type: 'string', format: 'binary' };
const multipartBody = (properties: Record<string, object>) => ({
  content: {
    'multipart/form-data': {
      schema: documentedOnly({
        type: 'object',
        required: ['file'],
        properties: { file: binary, ...properties },
      }),
    },
  },
});

/** The routes read their query, bodies and uploads themselves, with the catalogue's codes. */
export const documentSchemas = {
  list: {
    summary: 'List the documents of a record, newest first',
    params: recordPathParams(),
    querystring: documentedOnly({
      type: 'object',
      properties: {
        type: text('Comma list of document types to keep'),
        sort: text('Comma list of name, type, mimeType, size, _insertDate, _updateDate; -field descending'),
      },
    }),
    response: { 200: documentAnswer('The documents, each with a contentToken') },
  },
  read: {
    summary: 'Read a document of a record, with a fresh contentToken',
    params: documentParams,
    response: { 200: documentAnswer('The document') },
  },
  upload: {
    summary: 'Add a document to a record (20 MB at most)',
    params: recordPathParams(),
    body: multipartBody({
      type: text('A documentType of the tenant; OTHER when none is sent'),
      name: text("The document's name; the file's when none is sent"),
      sortIndex: text("An image's place among the record's images, a whole number from 0"),
    }),
    response: { 201: documentAnswer('The document added') },
  },
  change: {
    summary: 'Rename or retype a document of a record',
    params: documentParams,
    body: documentedOnly({
      type: 'object',
      properties: { name: { type: 'string' }, type: { type: 'string' }, sortIndex: { type: 'integer' } },
    }),
    response: { 200: documentAnswer('The document') },
  },
  remove: {
    summary: 'Delete a document of a record',
    params: documentParams,
    response: { 204: { description: 'Deleted', type: 'null' } },
  },
  content: {
    summary: "A document's bytes, for the contentToken its reading answered",
    params: documentParams,
    querystring: documentedOnly({
      type: 'object',
      required: ['token'],
      properties: {
        contentDisposition: { type: 'string', enum: ['inline', 'attachment'] },
        base64: {
          type: 'string',
          enum: ['true'],
          description: 'The document as JSON with its bytes in base64data',
        },
        token: text('The contentToken, valid ten minutes'),
      },
    }),
    response: {
      200: fileAnswer('The bytes, inline when the type is safe to show; JSON with base64data when asked'),
    },
  },
  convert: {
    summary: 'Add the PDF of a document: office files with LibreOffice when installed, JPEG and PNG images',
    params: documentParams,
    response: { 201: documentAnswer('The PDF, a new document of the record of the same type') },
  },
  watermark: {
    summary: 'Add a copy of a PDF or an image stamped with a watermark (an image comes back as JPEG)',
    params: documentParams,
    body: documentedOnly({
      type: 'object',
      required: ['text'],
      properties: {
        text: text('One line of at most 100 characters'),
        angle: { type: 'number', description: 'On-screen degrees; -45 by default, rising to the right' },
        size: { type: 'number', description: 'Text height in pixels, 4 to 200; 18 by default' },
        opacity: { type: 'number', description: '0.05 to 1; 0.7 by default' },
      },
    }),
    response: { 201: documentAnswer('The stamped copy, a new document of the record of the same type') },
  },
  documentContent: {
    summary: "A Document record's file: its bytes, or JSON with base64data",
    params: recordPathParams(),
    querystring: documentedOnly({
      type: 'object',
      properties: {
        entityName: text('Document, the only entity whose records are documents'),
        contentDisposition: { type: 'string', enum: ['inline', 'attachment'] },
        base64: {
          type: 'string',
          enum: ['true'],
          description: 'The document as JSON with its bytes in base64data',
        },
      },
    }),
    response: {
      200: fileAnswer('The bytes, inline when the type is safe to show; JSON with base64data when asked'),
    },
  },
  removeDocumentContent: {
    summary: 'Delete a Document record and its file',
    params: recordPathParams(),
    response: { 204: { description: 'Deleted', type: 'null' } },
  },
  fieldFileUpload: {
    summary: 'Upload a file for a file field, kept until a save claims it',
    body: multipartBody({ field: text('The file field'), name: text("The file's name") }),
    response: { 201: documentAnswer('The reference the field holds') },
  },
};
