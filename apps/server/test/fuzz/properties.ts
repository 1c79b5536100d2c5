import type { CallDefinition } from '@casino/contract/call';
import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import type { LedgerBreach } from '../../src/ledger/check';
import type { FuzzRequest } from './arbitraries/fuzz-request';
import type { FuzzAnswer } from './send';
import { memberChanges, stateChanges, type FuzzState } from './state';

const CJK = /\p{Script=Han}/u;

interface Envelope {
  code: number;
  message: unknown;
  data: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).sort().join() === 'code,data,message' && typeof (body as Envelope).code === 'number';
}

/** A refusal: any answer but HTTP 200 with body code 200 (a HEAD answer has no body: its status says), or a file (a csv call's, which starts with the byte order mark). */
export function isRefusal(request: FuzzRequest, answer: FuzzAnswer): boolean {
  if (request.method === 'HEAD') return answer.status !== 200;
  if (answer.status === 200 && answer.text.startsWith('\uFEFF')) return false;
  return answer.status !== 200 || !isEnvelope(answer.body) || answer.body.code !== CODES.ok;
}

/** The answer itself: no server error, the envelope, a Chinese message on every refusal, visitors and members kept out. */
export function answerProblems(call: CallDefinition, request: FuzzRequest, answer: FuzzAnswer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`HTTP ${String(answer.status)}`);
  // A HEAD answer has no body, by HTTP.
  if (request.method === 'HEAD') return problems;
  // A file call answers its file on success; its refusals are envelopes.
  if (call.csv === true && answer.status === 200 && answer.text.startsWith('\uFEFF')) return problems;
  if (!isEnvelope(answer.body)) return [...problems, `not the {code, message, data} envelope: ${answer.text.slice(0, 300)}`];
  const { code, message } = answer.body;
  if (answer.status !== 200 && code === CODES.ok) problems.push(`HTTP ${String(answer.status)} with body code 200`);
  if (isRefusal(request, answer) && (typeof message !== 'string' || !CJK.test(message))) problems.push(`a refusal whose message has no Chinese: ${JSON.stringify(message)}`);
  if (message === MSG.serverError) problems.push('the generic server error message');
  const outsider = request.actor === 'visitor' || request.actor === 'bogus' || (request.actor === 'member' && call.admin === true);
  if (call.auth && outsider && request.method === call.method && (answer.status !== 401 || code !== CODES.unauthorized)) {
    problems.push(`${request.actor} on a call that needs a token: HTTP ${String(answer.status)} code ${String(code)}, not 401`);
  }
  return problems;
}

/** The other member's markers in an answer to someone else, unless the request carried them itself. */
export function leakProblems(request: FuzzRequest, answer: FuzzAnswer, otherMarkers: readonly string[]): string[] {
  if (request.actor === 'admin') return [];
  const sent = `${request.url} ${safeDecode(request.url.replaceAll('+', ' '))} ${request.payload?.toString('utf8') ?? ''}`;
  return otherMarkers.filter((marker) => answer.text.includes(marker) && !sent.includes(marker)).map((marker) => `the answer shows the other member's ${JSON.stringify(marker)}`);
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

export interface StateCheck {
  before: FuzzState;
  after: FuzzState;
  memberId: number;
  otherId: number;
  breaches: readonly LedgerBreach[];
  errorLines: readonly string[];
}

/** What the run did to the database: a refusal nothing, anyone nothing to the other member, and the ledger stays clean. */
export function stateProblems(request: FuzzRequest, answer: FuzzAnswer, { before, after, memberId, otherId, breaches, errorLines }: StateCheck): string[] {
  const problems = [...breaches.map((breach) => `ledger ${breach.check}: ${breach.detail}`), ...errorLines.map((line) => `error logged: ${line.slice(0, 500)}`)];
  if (isRefusal(request, answer)) problems.push(...stateChanges(before, after, [memberId, otherId]).map((change) => `refused, yet ${change}`));
  else problems.push(...memberChanges(before, after, otherId).map((change) => `the other member's rows changed: ${change}`));
  return problems;
}
