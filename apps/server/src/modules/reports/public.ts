export { ourTotals, reconcileDay, type PlatformReconciliation, type Reconciliation } from './reconcile';
export { reconcileGatewayDay, type GatewayReconciliation } from './gateway-reconcile';
