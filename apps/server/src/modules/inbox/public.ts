// What the rest of the server may use of the inbox area; everything else in modules/inbox/ is its own (ESLint: import-x/no-restricted-paths).
export { noticeToMember, sendInboxMessage } from './send';
