import type { AdminRole } from '@casino/contract/admin-roles';
import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/runtime/clock';
import type { Tables } from '../../platform/db/schema';
import type { EventStream } from '../../platform/http/event-stream';
import { liveAdminSessions } from '../operators/public';
import { liveQueuesFor, readLiveQueues, type LiveQueues } from './live-queues';

export interface LiveFeedTiming {
  /** How often the queues are read while someone listens: the most an alert waits. */
  everyMs: number;
  /** How often each listener's session is checked (ended, idle, disabled, role changed). */
  sessionsEveryMs: number;
  /** The longest a stream stays silent: a comment line after it. */
  keepAliveMs: number;
}

export const LIVE_FEED_TIMING: LiveFeedTiming = { everyMs: 2_000, sessionsEveryMs: 30_000, keepAliveMs: 15_000 };

interface Listener {
  tokenHash: string;
  role: AdminRole;
  stream: EventStream;
  /** The last answer sent, as JSON: only a change is sent again. */
  sent: string;
  wroteAt: number;
}

export interface LiveFeed {
  /** Sends `first` on the stream now, then the queues again whenever the listener's view of them changes. */
  follow(operator: { tokenHash: string; role: AdminRole }, stream: EventStream, first: LiveQueues): void;
  /** Ends every stream (the server is closing) and stops reading. */
  close(): void;
}

/**
 * One reader of the review queues per server, for every console listening to it: while anyone listens it reads
 * both queues' counts every `everyMs` (two indexed counts) and sends each listener its role's view when it
 * changes. Reading the database rather than hearing this process's writes, it sees a deposit made through
 * another instance or the CLI as soon as one made here.
 */
export function liveFeed(db: Kysely<Tables>, clock: Clock, onError: (error: unknown) => void, timing: LiveFeedTiming = LIVE_FEED_TIMING): LiveFeed {
  const listeners = new Set<Listener>();
  let timer: NodeJS.Timeout | undefined;
  let sessionsCheckedAt = clock();
  let closed = false;

  const checkSessions = async (now: number) => {
    sessionsCheckedAt = now;
    const live = await liveAdminSessions(
      db,
      [...listeners].map((listener) => listener.tokenHash),
      now,
    );
    for (const listener of listeners) {
      const role = live.get(listener.tokenHash);
      if (role === undefined) listener.stream.close();
      else listener.role = role;
    }
  };

  const tick = async () => {
    const now = clock();
    if (now - sessionsCheckedAt >= timing.sessionsEveryMs) await checkSessions(now);
    if (listeners.size === 0) return;
    const queues = await readLiveQueues(db);
    for (const listener of listeners) {
      const view = liveQueuesFor(listener.role, queues);
      const text = JSON.stringify(view);
      if (text !== listener.sent) {
        listener.stream.send(view);
        listener.sent = text;
        listener.wroteAt = now;
      } else if (now - listener.wroteAt >= timing.keepAliveMs) {
        listener.stream.keepAlive();
        listener.wroteAt = now;
      }
    }
  };

  const schedule = () => {
    if (closed || timer !== undefined || listeners.size === 0) return;
    timer = setTimeout(() => {
      tick()
        .catch(onError)
        .finally(() => {
          timer = undefined;
          schedule();
        });
    }, timing.everyMs);
  };

  return {
    follow: ({ tokenHash, role }, stream, first) => {
      if (closed) {
        stream.close();
        return;
      }
      const listener: Listener = { tokenHash, role, stream, sent: JSON.stringify(first), wroteAt: clock() };
      stream.send(first);
      listeners.add(listener);
      stream.onClose(() => listeners.delete(listener));
      schedule();
    },
    close: () => {
      closed = true;
      clearTimeout(timer);
      for (const listener of listeners) listener.stream.close();
    },
  };
}
