import { ADMIN_MSG } from '../admin-messages';
import { filled, firstBroken, text, type Rule } from './check';

/** A note on a member: free text, up to this many characters. */
export const MEMBER_NOTE_MAX = 500;
/** A member's tags: at most this many, each up to this many characters. */
export const MEMBER_TAGS_MAX = 10;
export const MEMBER_TAG_LENGTH_MAX = 12;
/** The tags the console offers first; any other short tag may be typed. */
export const MEMBER_TAG_SUGGESTIONS = ['高风险', '套利', 'VIP客户', '重点关注', '刷水', '已核实'] as const;

/** Characters as a reader counts them (a CJK character or an emoji is one). */
const length = (value: string) => Array.from(value).length;

const noteRules: readonly Rule<{ content?: unknown }>[] = [
  [(f) => filled(f.content), ADMIN_MSG.adminNoteRequired],
  [(f) => length(text(f.content)) <= MEMBER_NOTE_MAX, ADMIN_MSG.adminNoteTooLong],
];

/** An operator's note on a member: some text, up to MEMBER_NOTE_MAX characters. */
export function checkMemberNote(fields: { content?: unknown }): string | undefined {
  return firstBroken(fields, noteRules);
}

/** The tags as kept: each trimmed, empty ones and repeats left out, in the order given. */
export function memberTagsOf(tags: readonly unknown[]): string[] {
  return [...new Set(tags.map(text).filter((tag) => tag !== ''))];
}

const tagsRules: readonly Rule<string[]>[] = [
  [(tags) => tags.length <= MEMBER_TAGS_MAX, ADMIN_MSG.adminTagsTooMany],
  [(tags) => tags.every((tag) => length(tag) <= MEMBER_TAG_LENGTH_MAX), ADMIN_MSG.adminTagTooLong],
];

/** A member's tags as set (memberTagsOf first): at most MEMBER_TAGS_MAX, each up to MEMBER_TAG_LENGTH_MAX characters. */
export function checkMemberTags(tags: readonly unknown[]): string | undefined {
  return firstBroken(memberTagsOf(tags), tagsRules);
}
