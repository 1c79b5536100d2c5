import type { PreparedRequest } from './load-plan';

/** The balance poll of each token in turn. */
export const balancePolls = (tokens: readonly string[]): PreparedRequest[] => tokens.map((token) => ({ path: '/api/balance', token, body: {} }));

export const PLATFORMS = ['ag', 'bg', 'pp', 'pg'];

/**
 * 1 yuan main ⇄ platform: every member in, then every member out again, so wallets never run dry and a
 * member's two requests are far apart (with one member they alternate, and may overtake each other).
 */
export function transfers(tokens: readonly string[]): PreparedRequest[] {
  const platform = (i: number) => PLATFORMS[i % PLATFORMS.length] ?? 'ag';
  return [
    ...tokens.map((token, i) => ({ path: '/api/transfer', token, body: { amount: '1', sourcetype: 'userbalance', targettype: platform(i) } })),
    ...tokens.map((token, i) => ({ path: '/api/transfer', token, body: { amount: '1', sourcetype: platform(i), targettype: 'userbalance' } })),
  ];
}
