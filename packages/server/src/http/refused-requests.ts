import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorCode, LessorError } from '@lessor/domain/errors';
import type { ConnectionError, FastifyReply, FastifyServerOptions } from 'fastify';

type FrameworkErrors = NonNullable<FastifyServerOptions['frameworkErrors']>;

/**
 * Requests the router refuses before any route or hook sees them (a path that does not decode, a
 * parameter longer than the router reads), answered with catalogue bodies like every other error.
 */
export const answerFrameworkError: FrameworkErrors = (error, request, reply) => {
  const refusal =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new LessorError('URI_TOO_LONG')
      : new LessorError('INVALID_FIELD_IN_PATH', [request.url.split('?')[0]]);
  return sendRefusal(reply, refusal);
};

function sendRefusal(reply: FastifyReply, refusal: LessorError): FastifyReply {
  return reply.code(refusal.status).type('application/json; charset=utf-8').send(refusal.toBody());
}

/**
 * Requests Node's HTTP parser refuses (headers past `maxHeaderSize`, a request line as long, bytes
 * that are not HTTP, a request too slow to arrive): no request exists yet, so the answer is written
 * on the socket, which then closes.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = new LessorError(clientErrorCode(error));
  const body = JSON.stringify(refusal.toBody());
  if (!socket.writable) return void socket.destroy();
  socket.end(
    `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function clientErrorCode(error: ConnectionError): ErrorCode {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  if (error.code !== 'HPE_HEADER_OVERFLOW') return 'MALFORMED_REQUEST';
  // The URL counts towards the same limit as the headers: when no line ended before the parser
  // stopped, it was still reading the request line, so the address is what is too long.
  // (Node hands over the chunk it was reading as a Buffer, whatever Fastify's types say.)
  const packet: unknown = error.rawPacket;
  const lineEnd = Buffer.isBuffer(packet) ? packet.indexOf('\r\n') : -1;
  return lineEnd === -1 || lineEnd >= error.bytesParsed ? 'URI_TOO_LONG' : 'HEADERS_TOO_LARGE';
}
