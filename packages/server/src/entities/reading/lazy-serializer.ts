import type { FastifyReply } from 'fastify';
import { conformToSchema } from './conform-to-schema.ts';

type Serialize = (payload: unknown) => string;

/**
 * Serialises answers with a JSON schema compiled on first use, once for all the routes that share
 * it. Compiling the response schemas of every route of a hundred entities when the server starts
 * took about 60 MB of memory for serialisers most of which are never used; Fastify's own compiler
 * still does the work, so the output is the same (never an undeclared field). The serialiser is
 * set with the answer it sends, never before: a reply that fails afterwards must reach the error
 * handler without it, or the error body is forced through the record's schema and lost.
 *
 * The payload is first conformed to the schema: a record stored in another shape loses the
 * values that do not fit rather than failing the answer, which for a write would come after its
 * commit, and for a list would fail every page that holds the record.
 */
export function lazySerializer(
  schema: Record<string, unknown>,
): (reply: FastifyReply, answer: unknown) => FastifyReply {
  let serialize: Serialize | undefined;
  return (reply, answer) => {
    serialize ??= reply.compileSerializationSchema(schema, '200') as Serialize;
    const compiled = serialize;
    return reply
      .type('application/json; charset=utf-8')
      .serializer((payload: unknown) => compiled(conformToSchema(payload, schema) ?? payload))
      .send(answer);
  };
}
