import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { BLACKLIST_KINDS } from '../rules/admin-blacklist';
import { done, idValue, optionalFilter, pageValue, paginated, smallIntValue, text } from '../wire';

const blacklistEntry = z.object({
  id: z.number().int(),
  kind: z.enum(BLACKLIST_KINDS),
  /** As entered, spaces taken out. */
  number: z.string(),
  reason: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  /** How many members have it bound now (each flagged 绑定了黑名单账户 on their detail and withdrawals). */
  bound: z.number().int(),
});

// Operator calls (extensions), with an admin token.

export const adminBlacklist = defineCall({
  ...ROUTES.adminBlacklist,
  summary:
    'The blacklisted card numbers and addresses, newest first, paged on the server (per_page up to 50, 20 by default), of one kind, or found by the start of the number (q, spaces ignored; an ERC20 0x address whatever its case): who added each, when, why, and how many members have it bound',
  request: z.object({ page: pageValue, per_page: smallIntValue, kind: optionalFilter(BLACKLIST_KINDS), q: text(140).optional() }),
  data: paginated(blacklistEntry),
});
export const adminAddBlacklist = defineCall({
  ...ROUTES.adminAddBlacklist,
  summary:
    'Blacklist a bank card number (8-19 digits) or an address (USDT or e-wallet), spaces taken out, with a reason (up to 200 characters): from then on no member may bind it (bindcard refuses it with cardBlacklisted), and a member who has it bound is flagged on their detail and withdrawals. One already listed (an ERC20 0x address whatever its case) is refused; audited',
  request: z.object({ kind: z.enum(BLACKLIST_KINDS), number: text(200), reason: text(1000) }),
  data: blacklistEntry,
});
export const adminRemoveBlacklist = defineCall({
  ...ROUTES.adminRemoveBlacklist,
  summary: 'Take a card number or address off the blacklist: it may be bound again; audited with the entry as it was',
  request: z.object({ id: idValue }),
  data: done,
});
