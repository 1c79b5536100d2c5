// What the rest of the server may use of the wallet area; everything else in modules/wallet/ is its own (ESLint: import-x/no-restricted-paths).
export { adjustBalance } from './adjustments';
export { PlatformsCache } from './platforms';
export { runPlatformTransfer, startPlatformTransferResolver, type PlatformTransferDeps } from './platform-transfer-calls';
export { openPlatformTransfer } from './platform-transfer-orders';
