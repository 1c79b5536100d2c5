import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArguments = Parameters<FastifyBaseLogger[Method]>;

const LEVEL_VALUES: Readonly<Record<string, number>> = { fatal: 60, error: 50, warn: 40, info: 30, debug: 20, trace: 10, silent: Infinity };

/** A child logger that is made when a line at an enabled level is first logged through it. */
class LazyChild implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
    private readonly threshold: number,
  ) {}

  get level(): string {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#child().level = level;
  }

  #child(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }

  #log(method: Method, args: LogArguments): void {
    // Once made, the child filters by its own level (which may have been changed).
    if (this.#made !== undefined || (LEVEL_VALUES[method] ?? 0) >= this.threshold) this.#child()[method](...args);
  }

  fatal(...args: LogArguments): void {
    this.#log('fatal', args);
  }

  error(...args: LogArguments): void {
    this.#log('error', args);
  }

  warn(...args: LogArguments): void {
    this.#log('warn', args);
  }

  info(...args: LogArguments): void {
    this.#log('info', args);
  }

  debug(...args: LogArguments): void {
    this.#log('debug', args);
  }

  trace(...args: LogArguments): void {
    this.#log('trace', args);
  }

  silent(): void {
    // Nothing is logged at the silent level.
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#child().child(bindings, options);
  }
}

/**
 * Fastify's per-request logger (`request.log`), made when the request first logs a line at an enabled
 * level. pino makes a child by serialising its bindings, the request id, through the redaction's wildcard
 * paths, and Fastify makes one for every request: that was 7 % of the CPU of a balance poll, which logs
 * nothing at its level.
 */
export function lazyRequestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildOptions): FastifyBaseLogger {
  const threshold = LEVEL_VALUES[options.level ?? logger.level];
  return threshold === undefined ? logger.child(bindings, options) : new LazyChild(logger, bindings, options, threshold);
}
