import { request as httpRequest, type Agent } from 'node:http';
import { bodyCode } from './body-code';
import type { PreparedRequest } from './load-plan';

const headersOf = (r: PreparedRequest, body: string | undefined): Record<string, string> => ({
  ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
  ...(r.token ? { authorization: `Bearer ${r.token}` } : {}),
  ...r.headers,
});

/**
 * Sends one prepared request through `agent`; answers `<HTTP status>/<body code>`, or undefined for a
 * connection error or a time-out (30 s). `onSocket` runs when the request gets its connection.
 */
export function send(agent: Agent, base: URL, r: PreparedRequest, onSocket?: () => void): Promise<string | undefined> {
  const body = r.body === undefined ? undefined : JSON.stringify(r.body);
  return new Promise((resolve) => {
    const req = httpRequest({ agent, hostname: base.hostname, port: base.port, method: r.method ?? 'POST', path: r.path, headers: headersOf(r, body), timeout: 30_000 });
    if (onSocket) req.once('socket', onSocket);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve(`${String(res.statusCode ?? 0)}/${bodyCode(Buffer.concat(chunks).toString('utf8'))}`);
      });
      res.on('error', () => {
        resolve(undefined);
      });
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => {
      resolve(undefined);
    });
    req.end(body);
  });
}
