// What the rest of the server may use of the withdraw area; everything else in modules/withdraw/ is its own (ESLint: import-x/no-restricted-paths).
export { pendingWithdrawals, reviewWithdrawal } from './reviews';
export { startPayoutResolver, type PayoutDeps } from './payout-calls';
