import { type ErrorBody, LessorError } from '@lessor/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/is-database-unavailable.ts';
import { uniqueViolationError } from '../db/unique-violation-error.ts';
import { validationField } from '../validation/validation-field.ts';

/**
 * Answers every error as `{status, code, message}` with a catalogued code. Bad input is always a
 * 4xx; a database out of reach is a 503 the client may retry; only a fault of the server itself is
 * a 500, logged with the request id it quotes.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toLessorError(error, request);
    if (known) return send(reply, known.toBody());
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return send(reply, new LessorError('DATABASE_UNAVAILABLE').toBody());
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, new LessorError('INTERNAL_ERROR', [request.id]).toBody());
  });
}

/** The answer for a path no route serves under `/api`. */
export function routeNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return send(
    reply,
    new LessorError('ROUTE_NOT_FOUND', [request.method, request.url.split('?')[0]]).toBody(),
  );
}

function send(reply: FastifyReply, body: ErrorBody): FastifyReply {
  return reply.code(body.status).type('application/json; charset=utf-8').send(body);
}

function toLessorError(error: FastifyError, request: FastifyRequest): LessorError | undefined {
  if (error instanceof LessorError) return error;
  const duplicate = uniqueViolationError(error);
  if (duplicate) return duplicate;
  if (error.validation) {
    const field = validationField(error.validation[0]) || error.validationContext;
    const code = (
      {
        body: 'INVALID_FIELD_IN_BODY',
        querystring: 'INVALID_FIELD_IN_QUERY',
        params: 'INVALID_FIELD_IN_PATH',
        headers: 'INVALID_FIELD_IN_HEADERS',
      } as const
    )[error.validationContext ?? 'body'];
    return new LessorError(code, [field]);
  }
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new LessorError('MISSING_BODY_PAYLOAD');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new LessorError('INVALID_JSON_FIELD', ['body']);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new LessorError('BODY_TOO_LARGE', [request.routeOptions.bodyLimit]);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new LessorError('UNSUPPORTED_MEDIA_TYPE', [request.headers['content-type']]);
  }
  // Body parsing failures surface as a SyntaxError carrying 400.
  if (error instanceof SyntaxError && error.statusCode === 400)
    return new LessorError('INVALID_JSON_FIELD', ['body']);
  if (error.statusCode === 429)
    return new LessorError('TOO_MANY_REQUESTS', [error.message.match(/\d+ \w+/)?.[0] ?? 'a minute']);
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return new LessorError('INVALID_FIELD_IN_HEADERS', [error.message]);
  }
  return undefined;
}
