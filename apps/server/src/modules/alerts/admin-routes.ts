import { adminLiveQueues } from '@casino/contract/calls/alerts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { openEventStream, wantsEventStream } from '../../platform/http/event-stream';
import { answerCall } from '../../platform/http/route';
import { adminOf } from '../operators/public';
import { liveFeed } from './live-feed';
import { liveQueuesFor, readLiveQueues } from './live-queues';

/** How long a console waits before reconnecting a dropped stream (the SSE `retry:` field). */
const RECONNECT_MS = 3_000;

/** The operators' live alerts: the review queues, answered once or pushed as server-sent events while the console is open. */
export function alertsAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const feed = liveFeed(db, clock, (error) => {
    admin.log.error(error, 'reading the review queues for the live alerts failed');
  });
  // Before the server waits for its connections to end: an open stream would never end by itself.
  admin.addHook('preClose', (done) => {
    feed.close();
    done();
  });

  answerCall(admin, adminLiveQueues, async ({ request, reply }) => {
    const operator = adminOf(request);
    const data = liveQueuesFor(operator.role, await readLiveQueues(db));
    if (wantsEventStream(request)) feed.follow(operator, openEventStream(request, reply, RECONNECT_MS), data);
    return { data };
  });
}
