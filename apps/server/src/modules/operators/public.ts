// What the rest of the server may use of the operators area; everything else in modules/operators/ is its own (ESLint: import-x/no-restricted-paths).
export { sealPlainTotpSecrets, type IssuedTotp } from './admins';
export { registerOperatorAuth } from './auth-hook';
export { createOperator, resetOperatorTotp } from './operators';
export { adminOf, auditOf, operatorOf } from './request-admin';
export { ADMIN_IDLE_MS, ADMIN_SESSION_TTL_MS, adminOfToken, endAdminSession, liveAdminSessions, type AdminActor } from './sessions';
export { signInAdmin } from './sign-in';
export { terminalQr } from './terminal-qr';
