import fc from 'fast-check';

/** Runs per call and dialect in `npm test`: a few seconds per call at most on a 2-core machine. */
const DEFAULT_RUNS = 15;

function integerFromEnv(name: string): number | undefined {
  const text = process.env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, not ${text}`);
  return value;
}

/**
 * FUZZ_SEED replays a run (every call uses it), FUZZ_RUNS sets the runs per call, FUZZ_PATH (with the
 * seed and one call picked with vitest -t) replays just the failing case fast-check reported; FUZZ_DEBUG=1
 * prints every request and its answer.
 */
export const fuzzSettings = {
  seed: integerFromEnv('FUZZ_SEED') ?? Math.floor(Math.random() * 2 ** 31),
  runs: integerFromEnv('FUZZ_RUNS') ?? DEFAULT_RUNS,
  path: process.env.FUZZ_PATH,
};

/** The command that replays a failure of one test (one call on one dialect). */
export function replayCommand(testName: string, seed: number, path: string | undefined): string {
  return `FUZZ_SEED=${String(seed)}${path ? ` FUZZ_PATH=${path}` : ''} npx vitest run --project server apps/server/test/fuzz -t '${testName}$'`;
}

/**
 * Checks the property with the fuzz settings; on failure throws the call, seed, path, shrunk
 * counterexample and the problems found, with the command that replays it.
 */
export async function checkFuzzProperty<T>(testName: string, property: fc.IAsyncProperty<T>): Promise<void> {
  const details = await fc.check(property, {
    seed: fuzzSettings.seed,
    numRuns: fuzzSettings.runs,
    ...(fuzzSettings.path ? { path: fuzzSettings.path, endOnFailure: true } : {}),
  });
  if (!details.failed) return;
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(
    [
      `${testName} failed after ${String(details.numRuns)} runs (${String(details.numShrinks)} shrinks)`,
      `seed ${String(details.seed)}, path ${String(details.counterexamplePath)}`,
      `replay: ${replayCommand(testName, details.seed, details.counterexamplePath ?? undefined)}`,
      `counterexample: ${fc.stringify(details.counterexample)}`,
      error,
    ].join('\n'),
  );
}
