import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
const LEVEL_VALUES: Readonly<Record<string, number>> = { fatal: 60, error: 50, warn: 40, info: 30, debug: 20, trace: 10, silent: Infinity };

/**
 * Fastify's per-request logger (`request.log`), made when the request first logs a line at an enabled
 * level. pino makes a child by serialising its bindings, the request id, through the redaction's wildcard
 * paths, and Fastify makes one for every request: that was 7 % of the CPU of a balance poll, which logs
 * nothing at its level.
 */
export function lazyRequestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildOptions): FastifyBaseLogger {
  let made: FastifyBaseLogger | undefined;
  const child = (): FastifyBaseLogger => (made ??= logger.child(bindings, options));
  const threshold = LEVEL_VALUES[options.level ?? logger.level];
  if (threshold === undefined) return child();
  const method = (name: Method) =>
    ((...args: Parameters<FastifyBaseLogger[Method]>) => {
      // Once made, the child filters by its own level (which may have been changed).
      if (made !== undefined || (LEVEL_VALUES[name] ?? 0) >= threshold) child()[name](...args);
    }) as FastifyBaseLogger[Method];
  const lazy: FastifyBaseLogger = {
    get level() {
      return made?.level ?? options.level ?? logger.level;
    },
    set level(level: string) {
      child().level = level;
    },
    fatal: method('fatal'),
    error: method('error'),
    warn: method('warn'),
    info: method('info'),
    debug: method('debug'),
    trace: method('trace'),
    silent: () => undefined,
    child: (childBindings, childOptions) => child().child(childBindings, childOptions),
  };
  return lazy;
}
