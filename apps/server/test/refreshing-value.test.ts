import { describe, expect, it } from 'vitest';
import { RefreshingValue } from '../src/platform/runtime/refreshing-value';

/** A monotonic clock the test moves, so a machine under load cannot push a step past the next TTL. */
function testClock() {
  let now = 1000;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** Lets the reads started so far settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('a value refreshed by time', () => {
  it('inside a transaction, never waits for a read through the app connection: a value too old is read through its own', async () => {
    let appReads = 0;
    // The app connection's read never answers, as on SQLite while the transaction holds the connection.
    const value = new RefreshingValue<string>(() => {
      appReads += 1;
      return new Promise<string>(() => undefined);
    }, 50);
    expect(await value.currentIn(() => Promise.resolve('read here'))).toBe('read here');
    // A read for the next callers was started through the app connection, and is not awaited by the next either.
    expect(appReads).toBe(1);
    expect(await value.currentIn(() => Promise.resolve('read here again'))).toBe('read here again');
    expect(appReads).toBe(1);
  });

  it('inside a transaction, answers a young value without reading, and one just past its time while it is read again', async () => {
    let appReads = 0;
    const clock = testClock();
    const value = new RefreshingValue<number>(() => Promise.resolve((appReads += 1)), 50, clock.now);
    expect(await value.current()).toBe(1);
    const unused = () => Promise.reject(new Error('read through the transaction'));
    clock.advance(49);
    expect(await value.currentIn(unused)).toBe(1);
    expect(appReads).toBe(1);
    clock.advance(11);
    expect(await value.currentIn(unused)).toBe(1);
    await settle();
    expect(appReads).toBe(2);
    expect(await value.currentIn(unused)).toBe(2);
    value.forget();
    expect(await value.currentIn(() => Promise.resolve(7))).toBe(7);
  });
});
