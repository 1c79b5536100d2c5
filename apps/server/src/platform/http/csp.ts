import type { Config } from '../config/config';

/**
 * The Content-Security-Policy the web app works under: no inline script, images from anywhere over
 * http(s) (banners and game tiles may live on a CDN), frames only for http(s) (games, service chat),
 * API calls to this server and to WEB_API_BASE when the app is pointed at another backend.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[] | null> {
  const apiOrigin = config.WEB_API_BASE === '' ? [] : [new URL(config.WEB_API_BASE).origin];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // antd-mobile sets style attributes at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...apiOrigin],
    frameSrc: ['https:', 'http:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // The web apps allowed to call the API from another origin may show our pages (a game) in a frame too.
    frameAncestors: ["'self'", ...config.CORS_ORIGINS],
    // Not upgrade-insecure-requests: an operator may serve the site over plain http on a LAN address.
    upgradeInsecureRequests: null,
  };
}
