import { ADMIN_ROLE_LABELS, ADMIN_ROLES } from '@casino/contract/admin-roles';

/** The roles as a Select's options, in the contract's order. */
export const ROLE_OPTIONS = ADMIN_ROLES.map((role) => ({ value: role, label: ADMIN_ROLE_LABELS[role] }));
