import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { SERVER_MSG } from '@casino/contract/server-messages';
import type { ConnectionError } from 'fastify';

/**
 * A request Node refused before Fastify saw it, answered in our envelope (Fastify's own answer is English
 * JSON of another shape), and its connection closed: a request or its headers not in within their time
 * (config's REQUEST_TIMEOUT_MS) is 408, headers too large 431, anything else unparsable 400.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, CODES.requestTimeout, SERVER_MSG.requestTimeout]
      : [error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400, CODES.validation, MSG.invalidRequest];
  const body = JSON.stringify({ code, message, data: [] });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${String(status)} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${String(Buffer.byteLength(body))}\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
