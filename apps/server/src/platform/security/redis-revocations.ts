import { Redis } from 'ioredis';
import { z } from 'zod';
import type { RevocationBus } from './revocations';
import { randomId } from './tokens';

export const REVOCATION_CHANNEL = 'casino:session-revocations';

const message = z.union([
  z.object({ origin: z.string(), tokenHash: z.string().regex(/^[0-9a-f]{64}$/) }),
  z.object({ origin: z.string(), memberId: z.number().int().positive() }),
]);

export interface RedisRevocations {
  /** Settles once this instance publishes and listens (rejects if Redis does not answer at first). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface RedisRevocationOptions {
  /** Tests give each pair of instances a channel of its own. */
  channel?: string;
  /** Told when Redis is lost and when it answers again; revocations missed meanwhile last at most the cache's TTL. */
  log: (level: 'info' | 'warn', text: string) => void;
}

/**
 * Carries the bus's revocations to every instance on the same Redis (pub/sub): what this instance
 * publishes, the others hear, and the other way round. Redis being away never stops a call: a
 * revocation that cannot be sent is logged, and the other instances' caches forget the session when
 * its entry expires.
 */
export function connectRevocations(bus: RevocationBus, url: string, { channel = REVOCATION_CHANNEL, log }: RedisRevocationOptions): RedisRevocations {
  const origin = randomId(8);
  // No offline queue: a revocation is sent now or not at all, never piled up while Redis is away.
  const publisher = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url);
  let lost = false;
  const onError = (error: Error) => {
    if (lost) return;
    lost = true;
    log('warn', `Redis unreachable, session revocations reach the other instances within the cache's TTL: ${error.message}`);
  };
  const onReady = () => {
    if (!lost) return;
    lost = false;
    log('info', 'Redis answers again');
  };
  for (const client of [publisher, subscriber]) {
    client.on('error', onError);
    client.on('ready', onReady);
  }

  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let parsed: z.infer<typeof message>;
    try {
      parsed = message.parse(JSON.parse(text));
    } catch {
      return;
    }
    if (parsed.origin === origin) return;
    bus.deliver('tokenHash' in parsed ? { tokenHash: parsed.tokenHash } : { memberId: parsed.memberId });
  });

  bus.onPublish = (revocation) => {
    publisher.publish(channel, JSON.stringify({ origin, ...revocation })).catch(onError);
  };

  const publisherReady = new Promise<void>((resolve, reject) => {
    if (publisher.status === 'ready') resolve();
    publisher.once('ready', resolve);
    publisher.once('error', reject);
  });
  const ready = Promise.all([publisherReady, subscriber.subscribe(channel)]).then(() => undefined);
  // Awaited by whoever needs it; a failure here is already logged.
  ready.catch(() => undefined);

  return {
    ready,
    close: async () => {
      bus.onPublish = undefined;
      await Promise.all([publisher.quit().catch(() => undefined), subscriber.quit().catch(() => undefined)]);
    },
  };
}
