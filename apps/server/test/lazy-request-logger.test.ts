import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from '../src/platform/observability/lazy-request-logger';
import { loggerOptions } from '../src/platform/observability/logger';

/** The server's own logger (its level, its redaction), writing into an array. */
function collectingLogger(level: 'info'): { logger: FastifyBaseLogger; lines: () => Record<string, unknown>[] } {
  const written: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString());
      done();
    },
  });
  const logger = Fastify({ logger: loggerOptions({ LOG_LEVEL: level }, stream) }).log;
  return { logger, lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('the per-request logger, made on first use', () => {
  it('logs at and above its level with the request id, and nothing below', () => {
    const { logger, lines } = collectingLogger('info');
    const log = lazyRequestLogger(logger, { reqId: 'r-1' }, { level: 'warn' });
    log.info('below the route level');
    log.debug('far below');
    log.warn({ body: { password: 'secret1' } }, 'at the level');
    log.error('above');
    expect(lines().map((line) => [line.msg, line.reqId])).toEqual([
      ['at the level', 'r-1'],
      ['above', 'r-1'],
    ]);
    expect(JSON.stringify(lines())).not.toContain('secret1');
  });

  it("takes the parent's level when the route sets none, and follows a level changed later", () => {
    const { logger, lines } = collectingLogger('info');
    const log = lazyRequestLogger(logger, { reqId: 'r-2' }, {});
    expect(log.level).toBe('info');
    log.info('one');
    log.level = 'error';
    log.warn('dropped');
    log.error('two');
    const child = log.child({ step: 'inner' });
    child.error('three');
    expect(lines().map((line) => [line.msg, line.reqId, line.step])).toEqual([
      ['one', 'r-2', undefined],
      ['two', 'r-2', undefined],
      ['three', 'r-2', 'inner'],
    ]);
  });
});
