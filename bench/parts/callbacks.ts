import { newDatabaseUrl, populate } from '../support/database';
import { codeFigures, figures, latencyFigures } from '../support/figures';
import { connectHub88Players, reconcileCallbacks, rollBackBets, signedBets, type CallbackReconciliation, type Hub88Keys } from '../support/hub88-callbacks';
import { runLoad } from '../support/load';
import { showCodes, type LoadResult, type PreparedRequest } from '../support/load-plan';
import { backendsCpu, backendsCpuBetween } from '../support/postgres-cpu';
import { cpuMs, startServer } from '../support/processes';
import type { Figure } from '../support/report';
import { CALLBACK_FLAT_OUT_MAX, CALLBACK_RATE, LATE_MS, MAX_CONNECTIONS, RATE_SECONDS, SECONDS, WARMUP_SECONDS } from '../support/settings';

const PLAYERS = 1_000;
const OK = '200/RS_OK';

/** The reconciliation's figures; a mismatch is a wrong answer, not a slow one: the run fails. */
function reconciled(label: string, measure: string, check: CallbackReconciliation, codes: string): Figure[] {
  if (check.ours !== check.answered || check.oursFen !== check.answeredFen || check.ourRollbacks !== check.rolledBack || check.breaches.length > 0) {
    throw new Error(
      `${label}, ${measure}: the bench counted ${String(check.answered)} bets (${String(check.answeredFen)} fen) answered RS_OK and rolled back ${String(check.rolledBack)} (answers: ${codes}); we kept ${String(check.ours)} (${String(check.oursFen)} fen) and took ${String(check.ourRollbacks)} rollbacks; ${String(check.breaches.length)} ledger breach(es)`,
    );
  }
  const f = figures(label, measure);
  return [f('answered RS_OK', check.answered, 'count'), f('bets kept', check.ours, 'count'), f('rolled back (no RS_OK)', check.rolledBack, 'count'), f('mismatch', 0, 'count'), f('breaches', 0, 'count')];
}

/**
 * The server process's CPU time per answered bet, and the bets one fully free core would answer at that cost: on a
 * shared machine the server gets a fraction of its core, and this is what it did with it. On PostgreSQL, also the
 * CPU of the backends serving the bench's database (`postgresMs`), which shares the same two cores.
 */
function serverCpu(label: string, measure: string, result: LoadResult, ms: number, postgresMs: number | undefined): Figure[] {
  const answered = Object.values(result.codes).reduce((sum, count) => sum + count, 0);
  const f = figures(label, `${measure}: server CPU`);
  if (answered === 0 || ms === 0) return [];
  const server = [f('per bet', ms / answered, 'ms'), f('bets per CPU-second', (answered / ms) * 1000, 'req/s')];
  if (postgresMs === undefined) return server;
  const both = figures(label, `${measure}: PostgreSQL backends' CPU`);
  return [...server, both('per bet', postgresMs / answered, 'ms'), both('server + backends per bet', (ms + postgresMs) / answered, 'ms')];
}

/** The CPU of the server process and, on PostgreSQL, of the database's backends, during `load`. */
async function measuredCpu<T>(dialect: 'sqlite' | 'postgres', url: string, pid: number | undefined, load: () => Promise<T>) {
  const postgresBefore = dialect === 'postgres' ? await backendsCpu(url) : undefined;
  const before = cpuMs(pid);
  const result = await load();
  const server = cpuMs(pid) - before;
  const postgres = postgresBefore === undefined ? undefined : backendsCpuBetween(postgresBefore, await backendsCpu(url));
  return { result, server, postgres };
}

/** The prepared bets a load got no RS_OK for. */
const unsettled = (result: LoadResult, prepared: readonly PreparedRequest[]) => (result.unexpected ?? []).flatMap((index) => prepared[index] ?? []);

/** A load that cycled through its prepared bets would send a bet again (a replay, not a bet): more are needed. */
function allFresh(result: LoadResult, prepared: number): void {
  if (result.sent > prepared) throw new Error(`the load sent ${String(result.sent)} bets of ${String(prepared)} prepared: raise BENCH_CALLBACK_FLAT_OUT_MAX`);
}

/**
 * Hub88 bet callbacks, signed, through real HTTP against the compiled server: CALLBACK_RATE bets/s sustained
 * (open model, p50/p99 from the intended send time), then flat out (50 connections). After each, the bets without
 * an RS_OK (no answer in 30 s, another status) are rolled back as Hub88 does, and every RS_OK answer the bench
 * counted is reconciled with the bets we kept and their sum, its rollbacks with ours, and the ledger checked.
 */
export async function callbacksPart(dialect: 'sqlite' | 'postgres', keys: Hub88Keys): Promise<Figure[]> {
  const url = await newDatabaseUrl(dialect);
  await populate(url, PLAYERS, 1_000_000_00);
  const players = await connectHub88Players(url, keys, PLAYERS);
  const sustained = signedBets('rate', Math.ceil(CALLBACK_RATE * (WARMUP_SECONDS + RATE_SECONDS)) + 1, players, keys);
  const flatOut = signedBets('flat', CALLBACK_FLAT_OUT_MAX, players, keys);
  const server = await startServer({ DATABASE_URL: url, WEB_ROOT: '/nonexistent', SECRET_KEY: keys.secretKey });
  const label = `Hub88 bet callbacks (${dialect})`;
  try {
    const { result: rate, ...rateCpu } = await measuredCpu(dialect, url, server.child.pid, () => runLoad({
      model: 'open',
      base: server.base,
      seconds: RATE_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      maxConnections: MAX_CONNECTIONS,
      lateMs: LATE_MS,
      streams: [{ name: 'bet', ratePerSecond: CALLBACK_RATE, requests: sustained }],
      expect: OK,
    }));
    allFresh(rate, sustained.length);
    const rateRollbacks = await rollBackBets(server.base, unsettled(rate, sustained), keys);
    const afterRate = await reconcileCallbacks(url, rate.codes[OK] ?? 0, rateRollbacks);
    const { result: flat, ...flatCpu } = await measuredCpu(dialect, url, server.child.pid, () =>
      runLoad({ model: 'closed', generator: 'http', base: server.base, seconds: SECONDS, connections: 50, requests: flatOut, expect: OK }),
    );
    allFresh(flat, flatOut.length);
    const flatRollbacks = await rollBackBets(server.base, unsettled(flat, flatOut), keys);
    const afterFlat = await reconcileCallbacks(url, (rate.codes[OK] ?? 0) + (flat.codes[OK] ?? 0), rateRollbacks + flatRollbacks);
    const sustainedMeasure = `${String(CALLBACK_RATE)} bets/s sustained`;
    return [
      ...latencyFigures(label, sustainedMeasure, rate, false),
      figures(label, sustainedMeasure)('answered', rate.requestsPerSecond, 'req/s'),
      ...codeFigures(label, `${sustainedMeasure}: answers, not sent on time`, rate),
      ...reconciled(label, `${sustainedMeasure}: reconciliation`, afterRate, showCodes(rate.codes)),
      ...serverCpu(label, sustainedMeasure, rate, rateCpu.server, rateCpu.postgres),
      ...latencyFigures(label, 'flat out, 50 connections', flat),
      ...serverCpu(label, 'flat out', flat, flatCpu.server, flatCpu.postgres),
      ...codeFigures(label, 'flat out: answers', flat),
      ...reconciled(label, 'both loads: reconciliation', afterFlat, showCodes(flat.codes)),
    ];
  } finally {
    await server.stop();
  }
}
