import { CAPTCHA_ANSWER, BENCH_PASSWORD, type Population } from './database';
import type { PreparedRequest, Stream } from './load-plan';
import { balancePolls, transfers } from './requests';
import { POLL_SECONDS } from './settings';

/** The busy evening, per player (see bench/README.md). */
export const EVENING = {
  /** Share of the players who also transfer, bet and read records. */
  activeShare: 0.05,
  /** An active player's demo-game spin, every … s. */
  spinSeconds: 5,
  /** An active player's main ⇄ platform transfer, every … s. */
  transferSeconds: 60,
  /** An active player's record page (bets, then transfers), every … s. */
  recordSeconds: 30,
  /** Every player logs in once per … s of play (a captcha, then login_pc). */
  sessionSeconds: 1800,
};

/** A client address per login (sent as X-Forwarded-For to a server that trusts the bench as its proxy, TRUST_PROXY=127.0.0.1; nothing is sent there). */
const address = (k: number) => `10.${String((k >> 16) & 255)}.${String((k >> 8) & 255)}.${String(k & 255)}`;

/** The players of the first `n` members, as streams; logins use captchas from `captchaFrom` on. */
export function eveningStreams(population: Population, n: number, captchaFrom: number, captchaCount: number): Stream[] {
  const active = Math.max(1, Math.round(n * EVENING.activeShare));
  const tokens = population.tokens.slice(0, n);
  const activeTokens = tokens.slice(0, active);
  const records: PreparedRequest[] = activeTokens.flatMap((token) => [
    { path: '/api/betrecord', token, body: { date: 1, page: 1, api_type: '', pagesize: 10 } },
    { path: '/api/gettransrecord', token, body: { date: 1, page: 1, api_type: '', pagesize: 10, type: 0 } },
  ]);
  const spins: PreparedRequest[] = population.gameTokens.slice(0, active).map((token) => ({ path: '/demo-game/api/spin', body: { token, stake: '1' } }));
  const logins: PreparedRequest[] = [];
  for (let i = 0; i < captchaCount; i += 1) {
    const k = captchaFrom + i;
    const name = population.usernames[k % n] ?? 'bench0';
    const id = population.captchaIds[k] ?? 'missing';
    logins.push({ method: 'GET', path: '/api/captcha', headers: { 'x-forwarded-for': address(k) } });
    logins.push({ path: '/api/login_pc', body: { name, password: BENCH_PASSWORD, code: CAPTCHA_ANSWER, captcha_id: id }, headers: { 'x-forwarded-for': address(k) } });
  }
  return [
    { name: 'balance', ratePerSecond: n / POLL_SECONDS, requests: balancePolls(tokens) },
    { name: 'spin', ratePerSecond: active / EVENING.spinSeconds, requests: spins },
    { name: 'transfer', ratePerSecond: active / EVENING.transferSeconds, requests: transfers(activeTokens) },
    { name: 'records', ratePerSecond: active / EVENING.recordSeconds, requests: records },
    { name: 'login', ratePerSecond: (2 * n) / EVENING.sessionSeconds, requests: logins },
  ];
}

/** Logins (each a captcha and a login_pc) a step of `seconds` at `n` players needs. */
export const loginsFor = (n: number, seconds: number): number => Math.ceil((n / EVENING.sessionSeconds) * seconds) + 2;
