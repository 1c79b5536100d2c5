import { ROUTES } from '@casino/contract/routes';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { LiveQueues } from './api';

/** The longest wait between two attempts to reconnect a dropped stream. */
const MAX_RETRY_MS = 30_000;

/**
 * Listens to the queues' server-sent events with the operator's token (a fetch, since EventSource cannot send
 * one) and hands each to `heard`, reconnecting after a drop with a growing pause, until `signal` aborts or
 * the server refuses the session (401/403: the next call of the console deals with that).
 */
export async function followLiveQueues(token: string, heard: (queues: LiveQueues) => void, signal: AbortSignal): Promise<void> {
  const stopped = () => signal.aborted;
  let pause = 1_000;
  while (!stopped()) {
    try {
      const response = await fetch(ROUTES.adminLiveQueues.path, { headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` }, signal });
      if (response.status === 401 || response.status === 403) return;
      if (response.ok && response.body) {
        const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
        for (let event = await events.read(); !event.done; event = await events.read()) {
          heard(JSON.parse(event.value.data) as LiveQueues);
          pause = 1_000;
        }
      }
    } catch {
      // A dropped connection or an aborted one: tried again below unless aborted.
    }
    if (stopped()) return;
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(pause * 2, MAX_RETRY_MS);
  }
}
