const FLAGS = 'allow-scripts allow-forms allow-popups';

/**
 * The sandbox of a frame showing `url` (already checked: http(s) only). Another origin's page gets no
 * allow-same-origin, so it runs in an opaque origin of its own. A page of our own origin keeps it: our
 * demo game loads its module script and calls its API as same-origin requests (README, "The web app").
 */
export function frameSandbox(url: string): string {
  return new URL(url, window.location.href).origin === window.location.origin ? `${FLAGS} allow-same-origin` : FLAGS;
}
