import type { FastifyServerOptions } from 'fastify';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

/** Long enough for any tracing id; a client cannot fill the logs through it. */
const maxClientIdLength = 200;

/**
 * Each request's logger. The request id quoted in error answers is always the server's own, so a
 * client cannot make two requests share one reference or point at another's; the `x-request-id`
 * a client sends is kept beside it as `clientRequestId`, to follow a call across systems.
 */
export const requestLogger: ChildLoggerFactory = (logger, bindings, options, request) => {
  const clientId = request.headers['x-request-id'];
  return logger.child(
    typeof clientId === 'string' && clientId !== ''
      ? { ...bindings, clientRequestId: clientId.slice(0, maxClientIdLength) }
      : bindings,
    options,
  );
};
