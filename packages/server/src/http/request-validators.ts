import { Ajv, type Options } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { isDocumentedOnly } from '../openapi/documented-only.ts';

/** Nothing is removed from a request: a property a schema does not declare is refused, not dropped. */
const strict: Options = { useDefaults: true, removeAdditional: false, allErrors: false };

const acceptAnything = () => true;

/**
 * Compiles the schemas routes declare for their requests. A body is JSON, so its values keep their
 * types: `"true"` is not a boolean there. Query strings, paths and headers are text, so numbers and
 * flags are read from it (and one value stands for a list of one). A schema marked
 * `documentedOnly` is not compiled: its route checks that part itself.
 */
export function requestValidatorCompiler(): FastifySchemaCompiler<Record<string, unknown>> {
  const bodies = new Ajv({ ...strict, coerceTypes: false });
  const texts = new Ajv({ ...strict, coerceTypes: 'array' });
  return ({ schema, httpPart }) => {
    if (isDocumentedOnly(schema)) return acceptAnything;
    return (httpPart === 'body' ? bodies : texts).compile(schema);
  };
}
