/**
 * Registers the service worker the build writes (`sw.js`, beside index.html): it keeps the app's shell so a
 * returning player sees the app at once, and offline the app's own 网络异常 screen. Only in a production
 * build, after the page has loaded, so it never competes with the first visit's own requests.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('./sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
