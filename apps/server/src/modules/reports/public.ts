export { reconcileDay, type PlatformReconciliation, type Reconciliation } from './reconcile';
