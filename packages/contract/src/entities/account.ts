import { z } from 'zod';
import { flag, yuan } from '../wire';

/** User (SPEC §3). Never a password, a hash or a token. */
export const userSchema = z.object({
  username: z.string(),
  realname: z.string(),
  mobile: z.string(),
  email: z.string(),
  birthday: z.string(),
  avatar: z.string(),
  balance: yuan,
  /** The sum of the game platform wallets (the misspelling is the API's). */
  gameblance: yuan,
  isblack: flag,
  status: flag,
  /** "VIP1": the part after the letter P is the VIP number. */
  current_vip: z.string(),
  /** The name of the next active tier, '' at the top. */
  next_vip: z.string(),
  vip: z.number().int(),
  /** The level image. */
  vipname: z.string(),
  /** Approved deposits in all, yuan: the first VIP threshold. */
  paysum: yuan,
  /** Settled valid turnover in all, yuan: the second VIP threshold. */
  totalgame: yuan,
  isagent: flag,
  /** 1 seamless (免转) on, 0 off. */
  transferstatus: flag,
  /** Deposit rate, yuan per USDT. */
  usdtrate: z.number(),
  /** Withdrawal rate, yuan per USDT. */
  withdrawusdtrate: z.number(),
  /** ERC20 withdrawal fee in USDT. */
  withdrawcashfee: z.number(),
  /** TRC20 withdrawal fee in USDT. */
  withdrawfeeusdttrc: z.number(),
});
export type User = z.infer<typeof userSchema>;

export const balanceSchema = z.object({
  balance: yuan,
  gameblance: yuan,
});
export type Balance = z.infer<typeof balanceSchema>;

/** The VIP number of current_vip ("VIP3" -> 3), 0 when it has none. */
export function vipNumber(currentVip: string): number {
  const index = currentVip.toUpperCase().lastIndexOf('P');
  const number = Number.parseInt(currentVip.slice(index + 1), 10);
  return Number.isFinite(number) ? number : 0;
}

/** What links two members' accounts (issue #30 item 5): an address or a device (the web app's id) both registered or logged in from, a bound account number, a real name or a mobile. */
export const MEMBER_LINK_KINDS = ['ip', 'device', 'account', 'realname', 'mobile'] as const;
export type MemberLinkKind = (typeof MEMBER_LINK_KINDS)[number];

/** Another member linked to this one, by what they share (the value shared, as stored). */
export const memberLinkSchema = z.object({ username: z.string(), kind: z.enum(MEMBER_LINK_KINDS), value: z.string() });
export type MemberLink = z.infer<typeof memberLinkSchema>;

/** An operator's note on a member (append-only: deleted, never edited), as finance and support read it. */
export const memberNoteSchema = z.object({ id: z.number().int(), content: z.string(), author: z.string(), created_at: z.string() });
export type MemberNote = z.infer<typeof memberNoteSchema>;
