import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySerializerCompiler } from 'fastify';
import { isDocumentedOnly } from '../openapi/documented-only.ts';

type Serialize = (payload: unknown) => string;

const asJson: Serialize = (payload) => JSON.stringify(payload);

/**
 * Fastify's own serialiser compiler (fast-json-stringify), compiling each response schema on its
 * first answer instead of when its route is registered: hundreds of routes declare schemas for the
 * API document, most of which a process never answers. Routes sharing a schema share its
 * serialiser. A schema marked `documentedOnly` describes an answer its route writes itself: it is
 * answered as plain JSON, as without a schema.
 */
export function lazySerializerCompiler(): FastifySerializerCompiler<unknown> {
  const compiled = new WeakMap<object, Serialize>();
  const compile = SerializerSelector()();
  const compiledFor = (schema: object): Serialize => {
    const known = compiled.get(schema);
    if (known) return known;
    const serialize = compile({ schema, method: '', url: '', httpStatus: '' });
    compiled.set(schema, serialize);
    return serialize;
  };
  return ({ schema }) => {
    if (isDocumentedOnly(schema) || typeof schema !== 'object' || schema === null) return asJson;
    let serialize: Serialize | undefined;
    return (payload) => {
      serialize ??= compiledFor(schema);
      return serialize(payload);
    };
  };
}
