import { Redis } from 'ioredis';

/** The Redis the cross-instance tests publish on. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** Is Redis there for the tests? Mandatory with CI=true; elsewhere they are skipped with a line saying so. */
export async function testRedis(): Promise<boolean> {
  if (await redisAnswers(TEST_REDIS_URL)) return true;
  if (process.env.CI === 'true') throw new Error(`Redis is required with CI=true and does not answer at ${TEST_REDIS_URL}`);
  console.warn(`Redis does not answer at ${TEST_REDIS_URL}: the tests across instances with Redis are skipped on this machine`);
  return false;
}
