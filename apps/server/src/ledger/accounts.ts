/** Account kinds of LEDGER.md. Member accounts: main and one per game platform. */
export const ACCOUNT_KIND = {
  main: 'main',
  platform: 'platform',
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  house: 'house',
  rebates: 'rebates',
  promotions: 'promotions',
  adjustments: 'adjustments',
} as const;
export type AccountKind = (typeof ACCOUNT_KIND)[keyof typeof ACCOUNT_KIND];
