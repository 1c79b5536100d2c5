/**
 * Run-time configuration: one build serves any backend. The app reads `config.json` next to its
 * index.html (our server answers it from WEB_API_BASE); without one it calls the origin it came from.
 */
export interface RuntimeConfig {
  /** The API's base address, '' for the same origin. */
  apiBase: string;
}

let current: RuntimeConfig = { apiBase: '' };

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    // The browser's default cache mode, so index.html's preload of it is taken; the server answers it
    // with no-cache, so it is asked again on every load all the same.
    const response = await fetch('./config.json');
    if (response.ok) {
      const body: unknown = await response.json();
      if (typeof body === 'object' && body !== null && 'apiBase' in body && typeof body.apiBase === 'string') {
        current = { apiBase: body.apiBase.replace(/\/+$/, '') };
      }
    }
  } catch {
    // No config.json: the same origin.
  }
  return current;
}

export function runtimeConfig(): RuntimeConfig {
  return current;
}
