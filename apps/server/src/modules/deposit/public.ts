// What the rest of the server may use of the deposit area; everything else in modules/deposit/ is its own (ESLint: import-x/no-restricted-paths).
export { pendingDeposits, reviewDeposit } from './orders';
export { depositGatewayRoutes } from './gateway-callbacks';
export { depositRoutes } from './routes';
export { startGatewayOrderExpiry } from './gateway-expiry';
