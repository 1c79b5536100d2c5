import { vi } from 'vitest';

/** What the fake backend answers for a path: an envelope and an HTTP status, or a network failure. */
export type FakeAnswer = { status?: number; body: unknown } | 'network-error';

export interface FakeCall {
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A fake backend at the edge of the web app (the global fetch): answers per path, in order when a path
 * has a list, and records every call with its headers and JSON body.
 */
export function fakeApi(answers: Record<string, FakeAnswer | FakeAnswer[]>) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
    calls.push({ path, headers, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const listed = answers[path];
    const answer = Array.isArray(listed) ? (listed.length > 1 ? listed.shift() : listed[0]) : listed;
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    const { status = 200, body } = answer ?? { status: 404, body: { code: 404, message: 'not found', data: [] } };
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

export const ok = (data: unknown, message = '操作成功'): FakeAnswer => ({ body: { code: 200, message, data } });
export const refused = (message: string, code = 1000): FakeAnswer => ({ body: { code, message, data: [] } });
