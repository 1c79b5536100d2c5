/** How long the first render waits at most for the splash's banner: never longer than a slow image. */
const SPLASH_WAIT_MS = 200;

/**
 * Resolves once the splash's first banner (put in index.html by the server) has had a frame to paint, or at
 * once when there is none. When the scripts arrive before the browser painted that image, the app's first
 * render would replace it unseen, and the player would see the banner only after the home's render.
 */
export function splashPainted(): Promise<void> {
  const banner = document.querySelector<HTMLImageElement>('.boot-splash-banner');
  if (!banner) return Promise.resolve();
  const loaded = banner.complete ? Promise.resolve() : new Promise<void>((resolve) => {
    banner.addEventListener('load', () => resolve(), { once: true });
    banner.addEventListener('error', () => resolve(), { once: true });
  });
  const painted = loaded.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  // A hidden tab runs no animation frames: the timer lets the app start anyway.
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, SPLASH_WAIT_MS))]);
}
