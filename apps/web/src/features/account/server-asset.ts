import { runtimeConfig } from '../../api/runtime-config';

/** An image address the server answers: a path of its own ("/uploads/…") is on the API's host. */
export function serverAsset(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${runtimeConfig().apiBase}${url}` : url;
}
