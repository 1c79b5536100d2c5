// What the rest of the server may use of the blacklist area; everything else in modules/blacklist/ is its own (ESLint: import-x/no-restricted-paths).
export { blacklistedBoundAccounts, blacklistedKeys, isBlacklisted } from './matches';
