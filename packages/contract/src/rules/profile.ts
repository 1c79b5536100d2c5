import { MOBILE_MAX } from '../constants';
import { MSG } from '../messages';
import { firstBroken, text, type Rule } from './check';
import { EMAIL, MOBILE, isCalendarDate } from './patterns';

export interface ProfileFields {
  email?: unknown;
  mobile?: unknown;
  birthday?: unknown;
}

/** An empty field is left unset; a filled one must match its pattern. */
const emptyOr = (test: (value: string) => boolean) => (value: unknown) => text(value) === '' || test(text(value));

const profileRules: readonly Rule<ProfileFields>[] = [
  [(f) => emptyOr((v) => v.length <= MOBILE_MAX && MOBILE.test(v))(f.mobile), MSG.mobileFormat],
  [(f) => emptyOr((v) => EMAIL.test(v))(f.email), MSG.emailFormat],
  [(f) => emptyOr(isCalendarDate)(f.birthday), MSG.birthdayFormat],
];

/** SPEC §5 profile save: mobile, email, then birthday (YYYY-MM-DD). */
export function checkProfile(fields: ProfileFields): string | undefined {
  return firstBroken(fields, profileRules);
}
