/**
 * Runs `pass` every `intervalMs` (and at once when `runNow`), one pass at a time: a pass still running when the next
 * is due is not doubled. A failed pass goes to `failed` and the job goes on. Answers the function that stops it; the
 * timer never keeps the process alive.
 */
export function everyInterval(pass: () => Promise<unknown>, intervalMs: number, failed: (error: unknown) => void, { runNow = false } = {}): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    pass()
      .catch(failed)
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  if (runNow) run();
  return () => {
    clearInterval(timer);
  };
}
