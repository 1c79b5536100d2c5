import { z } from 'zod';
import { timestamp, yuan } from '../wire';

export const redPacketRecordSchema = z.object({
  /** The deposit amount the draw was earned with. */
  money: yuan,
  redpacketmoney: yuan,
  created_at: timestamp,
});
export type RedPacketRecord = z.infer<typeof redPacketRecordSchema>;

/** A red packet rule: deposits between day_flow and flow_money earn `recharge` draws. */
export const redPacketRuleSchema = z.object({
  start_time: timestamp,
  end_time: timestamp,
  day_flow: yuan,
  flow_money: yuan,
  /** The number of draws (the name is the API's). */
  recharge: z.number().int(),
});
export type RedPacketRule = z.infer<typeof redPacketRuleSchema>;

export const RED_PACKET_STATUSES = ['READY', 'STARTING', 'END'] as const;

export const userRedPacketSchema = z.object({
  sendnums: z.number().int(),
  acquirednum: z.number().int(),
  max_times: z.number().int(),
  rules: z.array(redPacketRuleSchema),
  redPacketStatus: z.enum(RED_PACKET_STATUSES),
  /** Extension: the server's clock when it answered (ms since the epoch), so that a client shows the window and its countdown on the server's time, not its own. */
  server_time: z.number().int(),
});
export type UserRedPacket = z.infer<typeof userRedPacketSchema>;
