// What the rest of the server may use of the promotions area; everything else in modules/promotions/ is its own (ESLint: import-x/no-restricted-paths).
export { approveApplication, payApplicationBonus, pendingApplications, reviewApplication } from './reviews';
