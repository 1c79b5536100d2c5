import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { redPacketRecordSchema, userRedPacketSchema } from '../entities/redpacket';
import { emptyBody, pageValue, paginated, yuan, smallIntValue, sortFields, idValue, text, formValue, done } from '../wire';
import { REDPACKET_RULE_SORTING } from '../list-sorting';

export const redpacket = defineCall({
  ...ROUTES.redpacket,
  summary: 'The member\'s red packet history, 10 a page',
  request: z.object({ page: pageValue }).optional(),
  data: paginated(redPacketRecordSchema),
});

export const userredpacket = defineCall({
  ...ROUTES.userredpacket,
  summary: 'Draws left and used, and the rules',
  request: z.object({ page: pageValue }),
  data: userRedPacketSchema,
});

export const douserredpacket = defineCall({
  ...ROUTES.douserredpacket,
  summary: 'Draw a red packet',
  request: emptyBody,
  data: z.object({
    redpacketmoney: yuan,
    sendnums: z.number().int(),
    acquirednum: z.number().int(),
  }),
});

// Operator calls (extensions), with an admin token.

export const adminRedpacket = defineCall({
  ...ROUTES.adminRedpacket,
  summary: 'The red packet switch',
  request: z.object({ redpacket_switch: z.union([z.literal(0), z.literal(1)]) }),
  data: done,
});
// settings: the red-packet rules
const redpacketRuleItem = z.object({
  id: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  day_flow: yuan,
  flow_money: yuan,
  draws: z.number().int(),
  prize_min: yuan,
  prize_max: yuan,
  enabled: z.boolean(),
});
export const adminRedpacketRules = defineCall({
  ...ROUTES.adminRedpacketRules,
  summary:
    'The red-packet rules, newest first (by id) unless sorted by start or end time, the deposit band\'s lower end, the prize\'s lower end, the draws or whether enabled, disabled ones included, paged on the server; times in Beijing time',
  request: z.object({ page: pageValue, per_page: smallIntValue, ...sortFields(REDPACKET_RULE_SORTING) }),
  data: paginated(redpacketRuleItem),
});
export const adminSaveRedpacketRule = defineCall({
  ...ROUTES.adminSaveRedpacketRule,
  summary:
    'Create a red-packet rule, or change (or disable) the one with this id: Beijing start and end times, the deposit band in yuan that earns the draws, the draws, and the prize range in yuan; the rules are checkRedpacketRule. Players see an enabled rule while it runs',
  request: z.object({
    id: idValue.optional(),
    start_time: text(32).optional(),
    end_time: text(32).optional(),
    day_flow: formValue,
    flow_money: formValue,
    draws: formValue,
    prize_min: formValue,
    prize_max: formValue,
    enabled: z.boolean().optional(),
  }),
  data: redpacketRuleItem,
});

