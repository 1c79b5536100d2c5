/**
 * The service worker the build writes as `sw.js` (build/pwa.ts puts SHELL and VERSION in front of it). It
 * keeps the app's shell — index.html and the hashed files of the home route's first load — so a returning
 * player's app starts from the device, and offline the app itself opens and shows 网络异常 instead of the
 * browser's error page. It answers nothing else: API calls, /config.json, uploads and the operator console go
 * to the network untouched, so no balance or answer is ever shown from a cache.
 */

/** The shell's files, relative to this script: index.html and hashed assets. */
declare const SHELL: readonly string[];
/** Changes with any file of the shell: a new build installs a new worker and drops the old cache. */
declare const VERSION: string;

const worker = self as unknown as ServiceWorkerGlobalScope;
const CACHE = `shell-${VERSION}`;
const scope = new URL(worker.registration.scope);
const shellUrls = new Set(SHELL.map((path) => new URL(path, scope).href));
const indexUrl = new URL('index.html', scope).href;
/** Past this, a navigation is answered from the cache while the network is still slow to answer. */
const NAVIGATION_TIMEOUT_MS = 4000;

worker.addEventListener('install', (event) => {
  // The new build's shell is taken in whole before this worker replaces the old one.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...shellUrls]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim()),
  );
});

/** index.html from the network (it names the current build's files), from the cache when offline or slow. */
async function navigation(request: Request): Promise<Response> {
  const network = fetch(request);
  // Its failure is handled below; this only keeps a late one from being reported as unhandled.
  network.catch(() => undefined);
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), NAVIGATION_TIMEOUT_MS));
  try {
    const answer = await Promise.race([network, timeout]);
    if (answer) return answer;
  } catch {
    // Offline: the shell below.
  }
  const cached = await caches.match(indexUrl, { cacheName: CACHE });
  return cached ?? network;
}

/** A hashed file of the shell never changes: from the cache, from the network if it is not there. */
async function shellFile(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: CACHE })) ?? fetch(request);
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && url.origin === scope.origin && (url.pathname === scope.pathname || url.href.split(/[?#]/)[0] === indexUrl)) {
    event.respondWith(navigation(request));
    return;
  }
  url.hash = '';
  if (url.search === '' && shellUrls.has(url.href)) event.respondWith(shellFile(request));
});
