// What the rest of the server may use of the vip area; everything else in modules/vip/ is its own (ESLint: import-x/no-restricted-paths).
export { nextTierName, refreshVipTier, vipProgress } from './tiers';
