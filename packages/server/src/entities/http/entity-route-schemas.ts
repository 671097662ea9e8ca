import type { EntityDefinition } from '@lessor/domain/entities';
import type { FastifySchema } from 'fastify';
import { documentedOnly, pathParams } from '../../openapi/documented-only.ts';
import { listRecordSchema, recordSchema } from '../reading/record-schema.ts';
import { listFiltersDescription, listQuerySchema } from './list-query-schema.ts';
import { writeHeaders } from './write-options.ts';

/**
 * The engine reads every part of a request itself (the list reader, the declaration's validation)
 * and writes its records with the declaration's schema (`lazySerializer`): the schemas below
 * describe, for the API document, and check nothing (`documentedOnly`).
 */
const idParams = recordPathParams();

/** The path parameters of a route under a record: its `{id}`, and those that follow it. */
export function recordPathParams(more: Readonly<Record<string, string>> = {}) {
  return pathParams({ id: 'Id or registration', ...more });
}

const componentsOf = new WeakMap<EntityDefinition, Readonly<Record<string, object>>>();

/**
 * The components an entity's routes refer to, named after it: the record, and the record as a
 * list shows it. A route naming them carries them in its `config` (`openApiComponents`); the
 * routes of an entity share one copy.
 */
export function recordComponents(entity: EntityDefinition): Readonly<Record<string, object>> {
  let components = componentsOf.get(entity);
  if (!components) {
    components = {
      [entity.name]: recordSchema(entity),
      [`${entity.name}ListItem`]: listRecordSchema(entity),
    };
    componentsOf.set(entity, components);
  }
  return components;
}

/** A reference to the API document component named (an entity's record schema). */
export const componentRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** An answer holding one record of the entity, as its component (`recordComponents`). */
export function recordAnswer(entity: EntityDefinition, description: string) {
  return documentedOnly({ description, ...componentRef(entity.name) });
}

/** The tag that groups an entity's operations in the API document. */
export const entityTags = (entity: EntityDefinition) => [entity.pluralLabel];

/** The schemas of `/api/{domain}/{collection}` and `/{id}`, by route. */
export function entityRouteSchemas(entity: EntityDefinition) {
  const tags = entityTags(entity);
  const one = entity.label.toLowerCase();
  const many = entity.pluralLabel.toLowerCase();
  const record = componentRef(entity.name);
  const oneOrMany = { oneOf: [record, { type: 'array', items: record }] };
  const body = documentedOnly(record);
  const query = listQuerySchema(entity.searchFields);
  const deleted = { 204: { description: 'Deleted', type: 'null' } };
  return {
    list: {
      tags,
      summary: `List ${many}`,
      description: listFiltersDescription,
      querystring: query,
      response: {
        200: documentedOnly({
          description: 'A page of records, at most as many as the range asks',
          type: 'array',
          items: componentRef(`${entity.name}ListItem`),
        }),
      },
    },
    autocomplete: {
      tags,
      summary: `Values of a text field of ${many} starting with a text`,
      querystring: documentedOnly({
        type: 'object',
        required: ['field'],
        properties: {
          field: { type: 'string', description: 'A text field' },
          search: { type: 'string', description: 'The start of the values, any case' },
        },
      }),
      response: { 200: documentedOnly({ description: 'Up to 10 distinct values, in order' }) },
    },
    kpis: {
      tags,
      summary: `Count, statuses and sums of the ${many} a list call finds`,
      description: listFiltersDescription,
      querystring: query,
      response: { 200: documentedOnly({ description: 'count, countIsLimited, statuses and sums' }) },
    },
    read: {
      tags,
      summary: `Read a ${one}`,
      params: idParams,
      querystring: documentedOnly({
        type: 'object',
        properties: { projection: { type: 'string', description: 'Fields to keep, or -field to drop' } },
      }),
      response: { 200: recordAnswer(entity, `The ${one}`) },
    },
    create: {
      tags,
      summary: `Create a ${one}, or several at once (all or none)`,
      headers: writeHeaders.create,
      body: documentedOnly(oneOrMany),
      response: {
        201: documentedOnly({ description: 'Created', ...oneOrMany }),
        200: documentedOnly({ description: 'The first answer to this Idempotency-Key', ...oneOrMany }),
      },
    },
    replace: {
      tags,
      summary: `Replace a ${one}`,
      params: idParams,
      headers: writeHeaders.replace,
      body,
      response: { 200: recordAnswer(entity, 'Replaced') },
    },
    patch: {
      tags,
      summary: `Change some fields of a ${one}`,
      params: idParams,
      headers: writeHeaders.patch,
      body,
      response: { 200: recordAnswer(entity, 'Changed') },
    },
    remove: {
      tags,
      summary: `Delete a ${one}`,
      params: idParams,
      headers: writeHeaders.replace,
      response: deleted,
    },
  } satisfies Record<string, FastifySchema>;
}
