import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The console's address of a member's 会员详情. */
export function memberPath(username: string): string {
  return `/members/${encodeURIComponent(username)}`;
}

/** A link to a member's 会员详情, showing their name unless told otherwise. */
export function MemberLink({ username, children }: { username: string; children?: ReactNode }) {
  return <Link to={memberPath(username)}>{children ?? username}</Link>;
}
