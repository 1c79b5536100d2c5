// What the rest of the server may use of the rebate area; everything else in modules/rebate/ is its own (ESLint: import-x/no-restricted-paths).
export { accrueRebate } from './accrue';
