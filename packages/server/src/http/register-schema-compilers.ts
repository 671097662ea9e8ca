import type { FastifyInstance } from 'fastify';
import { lazySerializerCompiler } from './lazy-serializer-compiler.ts';
import { requestValidatorCompiler } from './request-validators.ts';

/**
 * Compiles the schemas routes declare with ours (request-validators.ts, lazy-serializer-compiler.ts),
 * in every scope: a plugin adding a shared schema in its scope (@fastify/multipart does) would
 * otherwise get Fastify's default compilers there, which validate and serialise with schemas
 * marked `documentedOnly`.
 */
export function registerSchemaCompilers(app: FastifyInstance): void {
  const validators = requestValidatorCompiler();
  const serializers = lazySerializerCompiler();
  const compileWithOurs = (scope: FastifyInstance) => {
    scope.setValidatorCompiler(validators);
    scope.setSerializerCompiler(serializers);
  };
  compileWithOurs(app);
  app.addHook('onRegister', compileWithOurs);
}
