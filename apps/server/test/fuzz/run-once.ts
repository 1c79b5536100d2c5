import type { CallDefinition } from '@casino/contract/call';
import { isDeepStrictEqual } from 'node:util';
import { ROUTES } from '@casino/contract/routes';
import { checkLedger } from '../../src/ledger/check';
import type { FuzzRequest } from './arbitraries/fuzz-request';
import { answerProblems, leakProblems, stateProblems } from './properties';
import { sendFuzzRequest, type FuzzAnswer } from './send';
import { readState, stateChanges, type FuzzState } from './state';
import type { FuzzWorld } from './world';

/** Envelope fields a replay must answer again; a game launch opens a new game session each time, so its URL differs. */
function replayedPart(path: string, answer: FuzzAnswer): unknown {
  if (path === ROUTES.getGameUrl.path && typeof answer.body === 'object' && answer.body !== null) return { ...answer.body, data: undefined };
  return answer.body;
}

/** A money call sent again under the same Idempotency-Key: the same answer, and nothing more moved. */
async function replayProblems(world: FuzzWorld, call: CallDefinition, request: FuzzRequest, first: FuzzAnswer, afterFirst: FuzzState): Promise<string[]> {
  const ids = [world.member.id, world.other.id];
  const again = await sendFuzzRequest(world, request);
  const afterAgain = await readState(world.db.database.db, ids);
  const problems: string[] = [];
  if (again.status !== first.status || !isDeepStrictEqual(replayedPart(call.path, again), replayedPart(call.path, first))) {
    problems.push(`replayed under the same Idempotency-Key, answered ${again.text.slice(0, 300)} after ${first.text.slice(0, 300)}`);
  }
  // The launch's game session is opened, and its 最近玩过 row written, after the commit, outside the money, for each launch.
  const perLaunch = ['game_session', 'recent_game'];
  const moved = stateChanges(afterFirst, afterAgain, ids).filter((change) => !perLaunch.some((table) => change.startsWith(`${table}:`) || change.includes(` ${table} rows:`)));
  problems.push(...moved.map((change) => `replayed under the same Idempotency-Key, yet ${change}`));
  return problems;
}

/** Sends one generated request and answers every property it breaks (none is a pass). */
export async function fuzzOnce(world: FuzzWorld, call: CallDefinition, request: FuzzRequest): Promise<string[]> {
  const db = world.db.database.db;
  const ids = [world.member.id, world.other.id];
  try {
    const before = await readState(db, ids);
    const errorsBefore = world.errors.lines.length;
    const answer = await sendFuzzRequest(world, request);
    const after = await readState(db, ids);
    if (process.env.FUZZ_DEBUG) console.info(`${call.path} [${request.actor}] ${request.method} ${request.mutation} ${String(request.payload ?? '').slice(0, 80)} → ${String(answer.status)} ${answer.text.slice(0, 120)}`);
    const problems = [
      ...answerProblems(call, request, answer),
      ...leakProblems(request, answer, world.otherMarkers),
      ...stateProblems(request, answer, { before, after, memberId: world.member.id, otherId: world.other.id, breaches: await checkLedger(db), errorLines: world.errors.lines.slice(errorsBefore) }),
    ];
    if (call.money && request.idempotencyKey !== undefined && request.actor === 'member' && request.method === call.method) {
      problems.push(...(await replayProblems(world, call, request, answer, after)));
    }
    if (problems.length > 0) problems.push(`answer: HTTP ${String(answer.status)} ${answer.text.slice(0, 500)}`);
    return problems;
  } finally {
    await world.afterRun();
  }
}
