import { runtimeConfig } from '../api/runtime-config';

/**
 * An address the server answered (a pay page, an image), resolved against the API base, where the
 * server keeps its pages and images: http(s) only, anything else (javascript:, file:) is dropped.
 */
export function serverUrl(raw: string | null | undefined): string | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  const { apiBase } = runtimeConfig();
  try {
    const url = new URL(text, apiBase ? `${apiBase}/` : window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|bmp|svg\+xml)[;,]/i;

/** What an <img> may load: an http(s) address (as serverUrl) or a data:image URL (a QR code sent inline). */
export function imageUrl(raw: string | null | undefined): string | undefined {
  const text = raw?.trim();
  if (text && DATA_IMAGE.test(text)) return text;
  return serverUrl(text);
}
