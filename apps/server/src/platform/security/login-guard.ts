import { LIMITS, type Limit, type RateLimiter } from './rate-limit';

export interface LoginAttempt {
  /** Within every limit: the password may be checked. */
  allowed: boolean;
  /**
   * With `nameBudgetAfterPassword`: the password was right, so the name's budget is taken now; false when it is
   * spent. Otherwise true (the name's budget was taken with the others).
   */
  passwordRight(): Promise<boolean>;
  /** The password was right: gives the attempt back, so a member's own logins never use up a limit. */
  succeeded(): Promise<void>;
}

/**
 * Reserves one login attempt before the password is checked, atomically, so parallel guesses cannot
 * all pass. Three budgets:
 * - a name from one address: 5 per 15 minutes. An attacker at one address only locks themselves out;
 * - a name from every address: 20 per 15 minutes, and
 * - an address for every name: 50 per 15 minutes,
 * both waived for the address the account last logged in from successfully (`trusted`): a stranger who
 * exhausts a name's or a carrier address's budget does not lock out the member who logs in from home.
 * `nameBudgetAfterPassword` (operators, whose passwords are generated and cannot be guessed) takes the name's
 * budget only once the password was right: it then limits guessing the code, and a stranger without the
 * password never spends it, so cannot lock out an operator who has no sign-in address yet (issue #28).
 * `knownDevice` (a device id that signed in to this account before, OWASP's device cookie) takes that device's
 * own budget in place of all three, 5 per 15 minutes: a stranger behind the same address (a carrier NAT, an
 * office) who spends the name's budget there does not lock out the owner's device, and guessing from a device
 * stays as slow (issue #41).
 */
export async function reserveLoginAttempt(
  limiter: RateLimiter,
  {
    scope,
    name,
    ip,
    trusted,
    nameBudgetAfterPassword = false,
    knownDevice,
  }: { scope: string; name: string; ip: string; trusted: boolean; nameBudgetAfterPassword?: boolean; knownDevice?: string | undefined },
  now: number,
): Promise<LoginAttempt> {
  // A known device's budget is its own; the others are the address's and the name's, which strangers share.
  const ownBudget: [string, Limit] =
    knownDevice === undefined ? [`${scope}:pair:${name.toLowerCase()}:${ip}`, LIMITS.loginAttemptsPerNameAndIp] : [`${scope}:device:${name.toLowerCase()}:${knownDevice}`, LIMITS.loginAttemptsPerDevice];
  const waived = trusted || knownDevice !== undefined;
  const nameBudget: [string, Limit] = [`${scope}:name:${name.toLowerCase()}`, LIMITS.loginAttemptsPerName];
  const budgets: [string, Limit][] = [ownBudget];
  if (!waived) budgets.push(...(nameBudgetAfterPassword ? [] : [nameBudget]), [`${scope}:ip:${ip}`, LIMITS.loginAttemptsPerIp]);
  // One budget after the other, stopping at the first one spent: a refused attempt uses up nothing further.
  const taken: [string, Limit][] = [];
  let allowed = true;
  for (const [key, limit] of budgets) {
    taken.push([key, limit]);
    if (!(await limiter.take(key, limit, now))) {
      allowed = false;
      break;
    }
  }
  return {
    allowed,
    passwordRight: async () => {
      if (waived || !nameBudgetAfterPassword) return true;
      taken.push(nameBudget);
      return limiter.take(...nameBudget, now);
    },
    succeeded: async () => {
      // The member's own earlier typos from this address (or this device) are forgiven; the other budgets get this attempt back.
      await limiter.reset(ownBudget[0]);
      await Promise.all(taken.slice(1).map(([key, limit]) => limiter.release(key, limit, now)));
    },
  };
}
