import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';

/** The operators' live alerts (an extension): what waits in the review queues, pushed as it changes. */

/** A review queue as an alert needs it: how many wait, and the newest one's id (a higher id than before is a new arrival). */
const liveQueue = z.object({ pending: z.number().int(), newest_id: z.number().int().nullable() });

export const adminLiveQueues = defineCall({
  ...ROUTES.adminLiveQueues,
  summary:
    'The pending deposits and withdrawals (count and the newest id), each only to a role that may approve in that queue (null otherwise). Asked with Accept: text/event-stream, a stream of server-sent events: this answer at once and again within seconds of any change, a comment line to keep the connection open, closed when the session ends',
  request: z.object({}),
  data: z.object({ deposits: liveQueue.nullable(), withdrawals: liveQueue.nullable() }),
  events: true,
});
