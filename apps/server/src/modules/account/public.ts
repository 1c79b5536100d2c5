// What the rest of the server may use of the account area; everything else in modules/account/ is its own (ESLint: import-x/no-restricted-paths).
export { setMemberState, type MemberState } from './member-state';
export { linksOf, linksShown } from './member-links';
export { tagsOf } from './member-tags';
