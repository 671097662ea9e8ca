import type { EntityDefinition } from '@lessor/domain/entities';
import { errorCatalogue } from '@lessor/domain/errors';
import { listRecordSchema, recordSchema } from '../entities/reading/record-schema.ts';

type Json = Record<string, unknown>;

const errorSchema = {
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
};

const error = {
  description: 'Error',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};
const json = (schema: Json) => ({ 'application/json': { schema } });
const query = (name: string, description: string) => ({
  name,
  in: 'query',
  schema: { type: 'string' },
  description,
});
const idParameter = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'string' },
  description: 'Id or registration',
};
const writeHeaders = [
  {
    name: 'Idempotency-Key',
    in: 'header',
    schema: { type: 'string' },
    description: 'A replay answers the first result',
  },
  {
    name: 'If-Match',
    in: 'header',
    schema: { type: 'string' },
    description: 'Version the write is based on',
  },
];

/** The OpenAPI 3.1 document of the entity API, derived from the declarations alone. */
export function buildOpenApi(entities: readonly EntityDefinition[]): Json {
  const paths: Json = {};
  const schemas: Json = { Error: errorSchema };
  for (const entity of entities) {
    const ref = { $ref: `#/components/schemas/${entity.name}` };
    const oneOrMany = { oneOf: [ref, { type: 'array', items: ref }] };
    schemas[entity.name] = recordSchema(entity);
    schemas[`${entity.name}ListItem`] = listRecordSchema(entity);
    const tags = [entity.pluralLabel];
    if (entity.apiReadOnly) {
      paths[entity.apiPath] = { get: listOperation(entity, tags) };
      paths[`${entity.apiPath}/{id}`] = {
        parameters: [idParameter],
        get: { tags, responses: { 200: { description: 'The record', content: json(ref) }, 404: error } },
      };
      continue;
    }
    paths[entity.apiPath] = {
      get: listOperation(entity, tags),
      post: {
        tags,
        summary: `Create a ${entity.label.toLowerCase()}, or several at once (all or none)`,
        parameters: writeHeaders.slice(0, 1),
        requestBody: { content: json(oneOrMany) },
        responses: { 201: { description: 'Created', content: json(oneOrMany) }, 400: error },
      },
    };
    paths[`${entity.apiPath}/{id}`] = {
      parameters: [idParameter],
      get: { tags, responses: { 200: { description: 'The record', content: json(ref) }, 404: error } },
      put: {
        tags,
        parameters: writeHeaders.slice(1),
        requestBody: { content: json(ref) },
        responses: {
          200: { description: 'Replaced', content: json(ref) },
          400: error,
          404: error,
          409: error,
        },
      },
      patch: {
        tags,
        parameters: writeHeaders,
        requestBody: { content: json(ref) },
        responses: {
          200: { description: 'Updated', content: json(ref) },
          400: error,
          404: error,
          409: error,
        },
      },
      delete: {
        tags,
        parameters: writeHeaders.slice(1),
        responses: { 204: { description: 'Deleted' }, 404: error, 409: error },
      },
    };
    paths[`${entity.apiPath}/transitions`] = {
      post: {
        tags,
        summary: 'Transitions open to every selected record',
        requestBody: { content: json({ type: 'array', items: { type: 'string' } }) },
        responses: { 200: { description: 'Transitions by order index, pull-right ones last' }, 400: error },
      },
    };
    paths[`${entity.apiPath}/{id}/transitions/{code}`] = {
      get: {
        tags,
        summary: 'Run a transition',
        parameters: [idParameter, { name: 'code', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          200: { description: 'The record in its new status', content: json(ref) },
          400: error,
          404: error,
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Lessor API', version: '0.1.0' },
    components: {
      schemas,
      securitySchemes: { session: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    security: [{ session: [] }],
    paths,
  };
}

function listOperation(entity: EntityDefinition, tags: string[]): Json {
  return {
    tags,
    summary: `List ${entity.pluralLabel.toLowerCase()}`,
    parameters: [
      query('range', 'start-end, inclusive, at most 1000 rows'),
      query('sort', 'Comma list of fields, - for descending'),
      query('search', `Free text over ${entity.searchFields.join(', ')}`),
      query('projection', 'Fields to keep, or -fields to drop'),
      query('include', 'Related records and computed names'),
    ],
    responses: {
      200: {
        description: 'A page',
        content: json({ type: 'array', items: { $ref: `#/components/schemas/${entity.name}ListItem` } }),
      },
      400: error,
    },
  };
}
