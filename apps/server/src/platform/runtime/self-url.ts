import type { Config } from '../config/config';

/** Our own address as this process can call it: the listening host (a wildcard read as loopback) and port. */
export function selfUrl(config: Pick<Config, 'HOST' | 'PORT'>): string {
  const host = ['', '0.0.0.0', '::'].includes(config.HOST) ? '127.0.0.1' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  return `http://${host}:${String(config.PORT)}`;
}

/** Where a third party (a payment gateway) reaches us: PUBLIC_URL, or without one our own address (a simulator on this machine). */
export function publicBase(config: Pick<Config, 'HOST' | 'PORT' | 'PUBLIC_URL'>): string {
  return config.PUBLIC_URL === '' ? selfUrl(config) : config.PUBLIC_URL.replace(/\/$/, '');
}
