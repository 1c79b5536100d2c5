import type { ParsedRequestOf } from '@casino/contract/call';
import type { updateuserinfo } from '@casino/contract/calls/account';
import { checkProfile } from '@casino/contract/rules/profile';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { assertValid } from '../../kernel/errors';
import type { Member } from '../../platform/security/sessions';

/** The details the member gave the site, as both the member and support read them. */
export function memberProfile(member: Pick<Member, 'username' | 'realname' | 'mobile' | 'email' | 'birthday'>) {
  return { username: member.username, realname: member.realname, mobile: member.mobile, email: member.email, birthday: member.birthday };
}

/** The member saves their profile: only the fields sent change. */
export async function updateProfile(db: Kysely<Tables>, memberId: number, input: ParsedRequestOf<typeof updateuserinfo>): Promise<void> {
  assertValid(checkProfile(input));
  const changes = {
    ...(input.email === undefined ? {} : { email: input.email.trim() }),
    ...(input.mobile === undefined ? {} : { mobile: input.mobile.trim() }),
    ...(input.birthday === undefined ? {} : { birthday: input.birthday.trim() }),
  };
  if (Object.keys(changes).length > 0) await db.updateTable('member').set(changes).where('id', '=', memberId).execute();
}
