// Every knob of `npm run bench`, from the environment (see bench/README.md).
const number = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number, got ${String(raw)}`);
  return value;
};
const numbers = (name: string, fallback: number[]): number[] => {
  const raw = process.env[name];
  return raw ? raw.split(',').map((v) => Number(v.trim())).filter((v) => Number.isFinite(v) && v > 0) : fallback;
};

/** Length of each flat-out (closed-model) load. */
export const SECONDS = number('BENCH_SECONDS', 8);
/** Length of each constant-rate step (after its warm-up); at least 10 s unless BENCH_SECONDS is set lower. */
export const RATE_SECONDS = number('BENCH_RATE_SECONDS', process.env.BENCH_SECONDS ? SECONDS : 10);
export const WARMUP_SECONDS = number('BENCH_WARMUP_SECONDS', 2);
export const REPEAT = Math.max(1, Math.round(number('BENCH_REPEAT', 3)));
/** Logged-in members of the balance, rate and soak parts. */
export const MEMBERS = Math.max(1, Math.round(number('BENCH_MEMBERS', 10_000)));
export const RATES = numbers('BENCH_RATES', [500, 1000, 2000]);
export const POLL_SECONDS = 4.3;
/** A request that gets its connection this late after its intended time counts as not sent on time. */
export const LATE_MS = number('BENCH_LATE_MS', 10);
export const MAX_CONNECTIONS = Math.max(1, Math.round(number('BENCH_MAX_CONNECTIONS', 512)));
export const SOAK_MINUTES = number('BENCH_SOAK_MINUTES', 5);
export const SOAK_RATE = number('BENCH_SOAK_RATE', 1000);
export const MIXED_START = Math.max(10, Math.round(number('BENCH_MIXED_START', 2000)));
export const MIXED_MAX = Math.max(MIXED_START, Math.round(number('BENCH_MIXED_MAX', 32_000)));
/** Bisection steps after the doubling found a failing N. */
export const MIXED_STEPS = Math.round(number('BENCH_MIXED_STEPS', 2));
export const P99_GOAL_MS = number('BENCH_P99_GOAL_MS', 50);
/** The sustained rate of the Hub88 bet callbacks part, bets/s. */
export const CALLBACK_RATE = number('BENCH_CALLBACK_RATE', 500);
/** Signed bets prepared for the flat-out callbacks load: more than it can send in BENCH_SECONDS (each must be new; SQLite sent 50,000 in 10 s on an idle 2-core machine). */
export const CALLBACK_FLAT_OUT_MAX = Math.max(1, Math.round(number('BENCH_CALLBACK_FLAT_OUT_MAX', 100_000)));
