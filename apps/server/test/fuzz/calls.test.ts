import { allCalls } from '@casino/contract/calls';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { dialects } from '../support/databases';
import { fuzzRequestArbitrary } from './arbitraries/fuzz-request';
import { fuzzOnce } from './run-once';
import { checkFuzzProperty, fuzzSettings } from './settings';
import { startFuzzWorld, type FuzzWorld } from './world';

/** Generous: a run is tens of milliseconds, a pay password check is one scrypt. */
const TIMEOUT_MS = 60_000 + fuzzSettings.runs * 3_000;

describe.each(dialects)('fuzz on %s', (dialect) => {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await startFuzzWorld(dialect);
    console.info(`fuzz on ${dialect}: seed ${String(fuzzSettings.seed)}, ${String(fuzzSettings.runs)} runs per call; FUZZ_SEED=${String(fuzzSettings.seed)} replays them`);
  }, 120_000);
  afterAll(async () => {
    await world.close();
  });

  it.each(allCalls.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s',
    async (name, call) => {
      const property = fc.asyncProperty(fuzzRequestArbitrary(call, world.ids), async (request) => {
        const problems = await fuzzOnce(world, call, request);
        if (problems.length > 0) throw new Error(problems.join('\n'));
      });
      await checkFuzzProperty(`fuzz on ${dialect} ${name}`, property);
    },
    TIMEOUT_MS,
  );
});
