import { afterEach, describe, expect, it, vi } from 'vitest';
import { everyInterval } from '../src/platform/runtime/background-job';

describe('a background job every interval', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never runs a pass beside one still running, goes on after a failed one, and stops', async () => {
    vi.useFakeTimers();
    let started = 0;
    let finish: (() => void) | undefined;
    const failures: unknown[] = [];
    const stop = everyInterval(
      () => {
        started += 1;
        if (started === 2) return Promise.reject(new Error('second pass failed'));
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      1_000,
      (error) => failures.push(error),
      { runNow: true },
    );
    expect(started).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(started).toBe(1);
    finish?.();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(2);
    expect(failures).toEqual([new Error('second pass failed')]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(3);
    stop();
    finish?.();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(started).toBe(3);
  });

  it('waits a whole interval for its first pass unless asked to run at once', async () => {
    vi.useFakeTimers();
    let started = 0;
    const stop = everyInterval(() => Promise.resolve((started += 1)), 1_000, () => undefined);
    expect(started).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(1);
    stop();
  });
});
