import type { FastifyReply } from 'fastify';

type Serialize = (payload: unknown) => string;

/**
 * Serialises answers with a JSON schema compiled on first use, once for all the routes that share
 * it. Compiling the response schemas of every route of a hundred entities when the server starts
 * took about 60 MB of memory for serialisers most of which are never used; Fastify's own compiler
 * still does the work, so the output is the same (never an undeclared field). The serialiser is
 * set with the answer it sends, never before: a reply that fails afterwards must reach the error
 * handler without it, or the error body is forced through the record's schema and lost.
 */
export function lazySerializer(
  schema: Record<string, unknown>,
): (reply: FastifyReply, answer: unknown) => FastifyReply {
  let serialize: Serialize | undefined;
  return (reply, answer) => {
    serialize ??= reply.compileSerializationSchema(schema, '200') as Serialize;
    return reply.type('application/json; charset=utf-8').serializer(serialize).send(answer);
  };
}
