export { ourTotals, reconcileDay, type PlatformReconciliation, type Reconciliation } from './reconcile';
