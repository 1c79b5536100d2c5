import { CODES } from '../codes';

/** What each business code of the envelope means, for the reference. */
const MEANINGS: Record<keyof typeof CODES, string> = {
  ok: 'Success: `data` holds the answer.',
  okLegacy: 'Success as some existing backends answer it (the card withdraw flow accepts it); this server answers 200.',
  usernameTaken: 'The username is taken (register).',
  notFound: 'No such record, or nothing to answer (also the code of an unknown path, with HTTP 404).',
  wrongPassword: 'Wrong username or password (login).',
  oldPasswordWrong: 'The old password is wrong (password change).',
  cardLimit: 'The member has bound as many accounts as allowed.',
  insufficientBalance: 'The amount is more than the wallet holds.',
  transferFailed: 'The transfer cannot be made: neither side is the main wallet, or the platform is unknown.',
  balanceTooLow: 'Balance too low (answered by existing backends of this API; this server answers 208).',
  withdrawRule: 'The turnover required before a withdrawal is not met; the message says how much is missing.',
  gameLaunchFailed: 'The game platform answered no launch URL.',
  noRebate: 'No rebate to claim.',
  payPasswordWrong: 'The pay password is missing or wrong.',
  alreadyApplied: 'Already applied (a promotion or agent application is pending), or already an agent.',
  unauthorized: 'No valid token: missing, unknown, expired or revoked (HTTP 401).',
  forbidden: 'The member is blacklisted or disabled, or the operator\'s role may not make the call (HTTP 403); the message says which.',
  forbiddenAction: 'Refused by the site\'s rules: red packets switched off, not started or ended.',
  conflict: 'Conflicts with what is stored: an application already reviewed, an account already bound, an upload in progress.',
  maintenance: 'The site is under maintenance: the message is the site\'s maintenance tip.',
  passwordMustChange: 'An operator reset the member\'s login password: until the member changes it (editPassword), every member call but editPassword and logoff answers this code, and login_pc answers `must_change_password: 1`.',
  serviceBusy: 'The database is briefly out of reach (HTTP 503): a read may be asked again; a money call may or may not have been made, and is resubmitted only by the player (with the same Idempotency-Key it is answered once).',
  idempotencyMismatch: 'The Idempotency-Key was used before with another request.',
  requestTimeout: 'The request did not arrive in time, its headers or its body (HTTP 408, the connection closed); nothing of it ran.',
  tooManyRequests: 'Too many attempts; try later (HTTP 429).',
  serverError: 'Server error: a generic message, the details are in the server log with the request id (HTTP 500).',
  validation: 'The request is invalid: the message is the first broken rule\'s, or names the fields.',
};

/** The business codes as a Markdown table; codes shared by several meanings are listed once with each. */
export function codesTable(): string {
  const byCode = new Map<number, string[]>();
  for (const [name, code] of Object.entries(CODES) as [keyof typeof CODES, number][]) {
    byCode.set(code, [...(byCode.get(code) ?? []), MEANINGS[name]]);
  }
  const rows = [...byCode.entries()].sort(([a], [b]) => a - b).map(([code, meanings]) => `| ${String(code)} | ${meanings.join(' Or: ')} |`);
  return ['| code | meaning |', '| --- | --- |', ...rows].join('\n');
}
