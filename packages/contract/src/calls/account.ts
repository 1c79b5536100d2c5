import { z } from 'zod';
import { defineCall } from '../call';
import { EXPORT_ROW_CAP } from '../constants';
import { ROUTES } from '../routes';
import { balanceSchema, memberLinkSchema, memberNoteSchema, userSchema } from '../entities/account';
import { emptyBody, formText, urlAnswer, text, pageValue, smallIntValue, optionalFilter, sortFields, paginated, yuan, done, idValue } from '../wire';
import { MEMBER_SORTING, MEMBER_LEDGER_SORTING, MEMBER_RECORDS_SORTING } from '../list-sorting';

export const user = defineCall({
  ...ROUTES.user,
  summary: 'The member',
  request: emptyBody,
  data: userSchema,
});

export const balance = defineCall({
  ...ROUTES.balance,
  summary: 'Main and game balances; polled every 4.3 s',
  request: emptyBody,
  data: balanceSchema,
});

export const refreshusermoney = defineCall({
  ...ROUTES.refreshusermoney,
  summary: 'Re-read every platform balance; answers the member',
  request: emptyBody,
  data: userSchema,
});

const passwordChangeRequest = z.object({
  /** The old password. */
  password: formText,
  /** The new password (the name is the API's). */
  paypassword: formText,
  /** The confirmation (the misspelling is the API's). */
  newpasword: formText,
});

export const editPassword = defineCall({
  ...ROUTES.editPassword,
  summary: 'Change the login password; revokes every session',
  request: passwordChangeRequest,
  data: z.array(z.never()),
});

export const editPayPassword = defineCall({
  ...ROUTES.editPayPassword,
  summary: 'Change the pay password (not reachable from the UI)',
  request: passwordChangeRequest,
  data: z.array(z.never()),
});

export const updateuserinfo = defineCall({
  ...ROUTES.updateuserinfo,
  summary: 'Save the profile',
  request: z.object({ email: formText, mobile: formText, birthday: formText }),
  data: z.array(z.never()),
});

export const uploadimg = defineCall({
  ...ROUTES.uploadimg,
  summary: 'Upload the avatar (multipart field "file", gif or png)',
  request: z.object({}),
  data: urlAnswer,
});

// Operator calls (extensions), with an admin token.

export const adminMemberState = defineCall({
  ...ROUTES.adminMemberState,
  summary: 'Block, unblock, disable or enable a member, with an optional reason (up to 200 characters) kept in the audit log',
  request: z.object({ username: text(64).min(1), state: z.enum(['block', 'unblock', 'disable', 'enable']), reason: text(200).optional() }),
  data: done,
});
// member detail
const memberState = z.enum(['normal', 'blocked', 'disabled']);
const memberName = z.object({ username: text(64).min(1) });
export const adminMembers = defineCall({
  ...ROUTES.adminMembers,
  summary:
    'Members found by the start of their username, real name or mobile (q, at least 2 characters: one is refused with why; none lists all), filtered by state and by one of their tags (tag, exact), newest registered first unless sorted by registration, last login (never logged in last either way), username or VIP tier, paged on the server (per_page up to 50, 20 by default). Times in Beijing time.',
  request: z.object({
    page: pageValue,
    per_page: smallIntValue,
    q: text(64).optional(),
    state: optionalFilter(['normal', 'blocked', 'disabled']),
    tag: text(64).optional(),
    ...sortFields(MEMBER_SORTING),
  }),
  data: paginated(
    z.object({
      username: z.string(),
      realname: z.string(),
      vip: z.number().int(),
      balance: yuan,
      state: memberState,
      created_at: z.string(),
      last_login_at: z.string().nullable(),
      last_login_ip: z.string().nullable(),
      /** How many other members share an address, an account number, the real name or the mobile with this one. */
      linked: z.number().int(),
      /** The member's tags (高风险, 套利…), in the order they were set. */
      tags: z.array(z.string()),
    }),
  ),
});
export const adminMembersCsv = defineCall({
  ...ROUTES.adminMembersCsv,
  summary: `The members of adminMembers' search, state filter and order as a CSV file for Excel: every matching member, up to ${String(EXPORT_ROW_CAP)} (more is refused, asking to narrow the search), Chinese headers and state labels, the main wallet in yuan with 2 decimals, Beijing times, UTF-8 with a byte order mark, named in Content-Disposition; written to the audit log (members' personal data)`,
  request: adminMembers.request.omit({ page: true, per_page: true }),
  data: z.string(),
  csv: true,
});
export const adminMember = defineCall({
  ...ROUTES.adminMember,
  summary:
    "One member as support sees them: profile, state, the balance of each wallet from the ledger's accounts, the other members linked to them (by an address they registered or logged in from, a bound account number, the real name or the mobile; up to 50), their money from the ledger (approved deposits, paid withdrawals, what is held for pending ones, rebates, red packets, bonuses, adjustments net of debits, and per platform the turnover and the member's win or loss), bound accounts (numbers masked but the last 4), open sessions and the 20 latest logins",
  request: memberName,
  data: z.object({
    username: z.string(),
    realname: z.string(),
    mobile: z.string(),
    email: z.string(),
    birthday: z.string(),
    isagent: z.boolean(),
    vip: z.number().int(),
    state: memberState,
    created_at: z.string(),
    last_login_at: z.string().nullable(),
    last_login_ip: z.string().nullable(),
    wallets: z.array(z.object({ wallet: z.string(), balance: yuan })),
    money: z.object({
      deposits: yuan,
      withdrawals: yuan,
      held: yuan,
      rebates: yuan,
      redpackets: yuan,
      bonuses: yuan,
      adjustments: yuan,
      platforms: z.array(z.object({ platform: z.string(), turnover: yuan, win_loss: yuan })),
    }),
    /** blacklisted: the number is on the blacklist (adminAddBlacklist), added after it was bound. */
    bound_accounts: z.array(z.object({ type: z.number().int(), name: z.string(), number: z.string(), owner: z.string(), blacklisted: z.boolean() })),
    links: z.array(memberLinkSchema),
    /** The member's tags, in the order they were set; operators' notes on them, newest first (up to 100). */
    tags: z.array(z.string()),
    notes: z.array(memberNoteSchema),
    sessions: z.array(z.object({ created_at: z.string(), expires_at: z.string() })),
    logins: z.array(z.object({ created_at: z.string(), ip: z.string(), user_agent: z.string() })),
  }),
});
export const adminMemberLedger = defineCall({
  ...ROUTES.adminMemberLedger,
  summary:
    "A member's ledger transfers, newest first unless sorted by time or the signed amount, paged on the server: the amount signed from the member's side (+ into their wallet), the wallet (main or a platform code; wallet filters), kind (kind filters), phase, memo and reference. A hold and its outcome are one line: the hold's, its phase pending, post (paid) or void (returned)",
  request: z.object({ username: text(64).min(1), wallet: text(16).optional(), kind: text(16).optional(), page: pageValue, per_page: smallIntValue, ...sortFields(MEMBER_LEDGER_SORTING) }),
  data: paginated(
    z.object({
      id: z.string(),
      created_at: z.string(),
      wallet: z.string(),
      kind: z.string(),
      phase: z.string(),
      amount: yuan,
      memo: z.string().nullable(),
      ref: z.string().nullable(),
    }),
  ),
});
export const adminMemberLedgerCsv = defineCall({
  ...ROUTES.adminMemberLedgerCsv,
  summary: `A member's ledger of adminMemberLedger's filters (wallet, kind, order) as a CSV file for Excel: every matching line, up to ${String(EXPORT_ROW_CAP)} (more is refused, asking to narrow the filters), Chinese headers and labels, signed yuan with 2 decimals, Beijing times, UTF-8 with a byte order mark, named in Content-Disposition; written to the audit log against the member`,
  request: adminMemberLedger.request.omit({ page: true, per_page: true }),
  data: z.string(),
  csv: true,
});
export const adminEndMemberSessions = defineCall({
  ...ROUTES.adminEndMemberSessions,
  summary: "End all of a member's sessions: their app is signed out on its next call",
  request: memberName,
  data: done,
});
export const adminResetMemberPassword = defineCall({
  ...ROUTES.adminResetMemberPassword,
  summary:
    "Give a member a new random login password (8 letters and digits; their sessions end) (support and the owner; 403 otherwise) or pay password (6 digits; finance and the owner): answered once, to tell the member; never written to the audit log. A withdrawal to an account bound within 24 hours after a reset is flagged for its review (account-after-reset)",
  request: z.object({ username: text(64).min(1), kind: z.enum(['login', 'pay']) }),
  data: z.object({ password: z.string() }),
});
/** The member's records the console shows beside their ledger, one tab each. */
export const MEMBER_RECORD_KINDS = ['deposit', 'withdrawal', 'bet', 'rebate', 'redpacket'] as const;
export const adminMemberRecords = defineCall({
  ...ROUTES.adminMemberRecords,
  summary:
    "One kind of a member's records, newest first unless sorted by time or amount, paged on the server: deposits, withdrawals, bets, rebates or red packets. Each row: its number, time (Beijing), what it was (channel, account, game or day), amount in yuan, the win or loss of a bet (null for the others) and its state as the label the player sees",
  request: z.object({ username: text(64).min(1), kind: z.enum(MEMBER_RECORD_KINDS), page: pageValue, per_page: smallIntValue, ...sortFields(MEMBER_RECORDS_SORTING) }),
  data: paginated(
    z.object({
      id: z.string(),
      created_at: z.string(),
      detail: z.string(),
      amount: yuan,
      win_loss: yuan.nullable(),
      state: z.string(),
    }),
  ),
});

// A member's notes and tags (issue #30 item 5), read on the detail, the list and the review queues.
export const adminAddMemberNote = defineCall({
  ...ROUTES.adminAddMemberNote,
  summary: 'Add a note on a member (up to 500 characters), with the operator and the time; notes are never edited, only deleted; audited',
  request: z.object({ username: text(64).min(1), content: text(2000) }),
  data: memberNoteSchema,
});
export const adminDeleteMemberNote = defineCall({
  ...ROUTES.adminDeleteMemberNote,
  summary: 'Delete a note on a member: its author or an owner (403 otherwise); audited with the note as it was',
  request: z.object({ id: idValue }),
  data: done,
});
export const adminSetMemberTags = defineCall({
  ...ROUTES.adminSetMemberTags,
  summary: "Set a member's tags (replacing them): up to 10, each up to 12 characters, repeats and empty ones left out; audited with the tags before and after",
  request: z.object({ username: text(64).min(1), tags: z.array(text(64)).max(50) }),
  data: z.object({ tags: z.array(z.string()) }),
});
