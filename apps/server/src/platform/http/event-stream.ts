import type { FastifyReply, FastifyRequest } from 'fastify';

/** Asked for server-sent events rather than one answer. */
export function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').split(',').some((type) => type.trim().split(';')[0] === 'text/event-stream');
}

export interface EventStream {
  /** One `data:` event: the value as JSON. */
  send(data: unknown): void;
  /** A comment line: keeps proxies and the client from taking a quiet stream for a dead one. */
  keepAlive(): void;
  close(): void;
  /** Heard once, however the stream ends (closed here, by the client, by the network). */
  onClose(listener: () => void): void;
}

/**
 * Takes the reply over (Fastify sends nothing of its own from here) and answers a text/event-stream. The
 * connection's idle timeout is lifted for it: the stream is quiet between events and keeps itself alive.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, retryMs: number): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx buffers answers unless told not to; an event must reach the operator when it happens.
    'x-accel-buffering': 'no',
  });
  request.raw.socket.setTimeout(0);
  raw.write(`retry: ${String(retryMs)}\n\n`);
  const listeners: (() => void)[] = [];
  let closed = false;
  const ended = () => {
    if (closed) return;
    closed = true;
    for (const listener of listeners) listener();
  };
  raw.on('close', ended);
  return {
    send: (data) => {
      if (!closed) raw.write(`data: ${JSON.stringify(data)}\n\n`);
    },
    keepAlive: () => {
      if (!closed) raw.write(': keep-alive\n\n');
    },
    close: () => {
      raw.end();
      ended();
    },
    onClose: (listener) => {
      listeners.push(listener);
    },
  };
}
