// What the rest of the server may use of the deposit area; everything else in modules/deposit/ is its own (ESLint: import-x/no-restricted-paths).
export { pendingDeposits, reviewDeposit } from './orders';
