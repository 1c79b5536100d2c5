import { ADMIN_MSG } from '../admin-messages';
import { parseYuan } from '../money';
import { parseBeijingTime } from '../time';
import { firstBroken, text, type Rule } from './check';

export interface RedpacketRuleFields {
  start_time?: unknown;
  end_time?: unknown;
  day_flow?: unknown;
  flow_money?: unknown;
  draws?: unknown;
  prize_min?: unknown;
  prize_max?: unknown;
}

/** The highest deposit a band may name, in fen (100,000,000 yuan, the demo's open-ended top band). */
export const REDPACKET_FLOW_MAX_FEN = 10_000_000_000;
/** The largest prize of one draw, in fen (10,000 yuan). */
export const REDPACKET_PRIZE_MAX_FEN = 1_000_000;
export const REDPACKET_DRAWS_MAX = 99;

const time = (value: unknown) => parseBeijingTime(text(value));
const fen = (value: unknown) => parseYuan(text(value));

const redpacketRules: readonly Rule<RedpacketRuleFields>[] = [
  [
    (f) => {
      const start = time(f.start_time);
      const end = time(f.end_time);
      return start !== undefined && end !== undefined && start < end;
    },
    ADMIN_MSG.adminRedpacketTime,
  ],
  [
    (f) => {
      const min = fen(f.day_flow);
      const max = fen(f.flow_money);
      return min !== undefined && max !== undefined && min <= max && max <= REDPACKET_FLOW_MAX_FEN;
    },
    ADMIN_MSG.adminRedpacketFlow,
  ],
  [(f) => /^\d{1,2}$/.test(text(f.draws)) && Number(text(f.draws)) >= 1 && Number(text(f.draws)) <= REDPACKET_DRAWS_MAX, ADMIN_MSG.adminRedpacketDraws],
  [
    (f) => {
      const min = fen(f.prize_min);
      const max = fen(f.prize_max);
      // A draw pays a random amount in [min, max] through the ledger: it must be at least one fen.
      return min !== undefined && max !== undefined && min > 0 && min <= max && max <= REDPACKET_PRIZE_MAX_FEN;
    },
    ADMIN_MSG.adminRedpacketPrize,
  ],
];

/**
 * A red-packet rule as an operator saves it: Beijing start and end times, the band of the previous day's
 * deposits (yuan) that earns `draws` draws, and a draw's prize range (yuan). Rules may overlap in time and
 * in band: a member's draws come from the rule of their band with the most draws (modules/redpacket).
 */
export function checkRedpacketRule(fields: RedpacketRuleFields): string | undefined {
  return firstBroken(fields, redpacketRules);
}
