/** The task queued last for each key, so the next one starts after it. */
const tails = new Map<string, Promise<unknown>>();

/**
 * Runs `task` after every task this process started earlier with the same key has ended (however it ended):
 * one at a time per key, in order. The map forgets a key once its last task is done.
 */
export async function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const before = tails.get(key) ?? Promise.resolve();
  const run = before.then(task, task);
  const tail = run.catch(() => undefined);
  tails.set(key, tail);
  try {
    return await run;
  } finally {
    if (tails.get(key) === tail) tails.delete(key);
  }
}
