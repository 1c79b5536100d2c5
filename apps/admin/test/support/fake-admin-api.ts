import type { AdminRouteName } from '@casino/contract/admin-permissions';
import { ROUTES } from '@casino/contract/routes';
import { vi } from 'vitest';

/**
 * What the fake server answers a call: an envelope's data (code 200) or a refusal's message (code 1000 over HTTP
 * 200 unless given: 401 for an ended session), or each in turn.
 */
export type FakeAnswer = { data: unknown; message?: string } | { refusal: string; code?: number; status?: number };

/** One call the console made: its name, what it sent (a GET's query, a POST's JSON body) and the token it sent it with. */
export interface FakeCall {
  name: AdminRouteName;
  sent: Record<string, unknown>;
  token: string | null;
}

/**
 * A fake server at the console's edge (the global fetch), answering the operator calls by their contract
 * names (a list answers in turn, its last answer again after that) and recording each one.
 */
export function fakeAdminApi(answers: Partial<Record<AdminRouteName, FakeAnswer | FakeAnswer[]>>) {
  const calls: FakeCall[] = [];
  const byPath = new Map(Object.entries(answers).map(([name, answer]) => [`${ROUTES[name as AdminRouteName].method} ${ROUTES[name as AdminRouteName].path}`, { name: name as AdminRouteName, answer }]));
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const address = new URL(url, 'http://localhost');
      const found = byPath.get(`${init?.method ?? 'GET'} ${address.pathname}`);
      if (found === undefined) return Promise.resolve(new Response(JSON.stringify({ code: 404, message: `no fake for ${address.pathname}`, data: [] }), { status: 404 }));
      const sent = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : Object.fromEntries(address.searchParams);
      const authorization = (init?.headers as Record<string, string> | undefined)?.Authorization;
      calls.push({ name: found.name, sent, token: authorization?.replace(/^Bearer /, '') ?? null });
      const listed = found.answer;
      const answer = Array.isArray(listed) ? (listed.length > 1 ? listed.shift() : listed[0]) : listed;
      const body = answer === undefined || 'refusal' in answer ? { code: answer?.code ?? 1000, message: answer?.refusal ?? '', data: [] } : { code: 200, message: answer.message ?? '操作成功！', data: answer.data };
      const status = answer !== undefined && 'refusal' in answer ? (answer.status ?? 200) : 200;
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }),
  );
  return { calls, sentTo: (name: AdminRouteName) => calls.filter((call) => call.name === name).map((call) => call.sent) };
}

/** A Laravel page of rows, as the console's lists are answered. */
export function pageOf<Row>(rows: Row[], total = rows.length, page = 1) {
  return { current_page: page, data: rows, from: rows.length > 0 ? 1 : null, to: rows.length > 0 ? rows.length : null, last_page: Math.max(1, Math.ceil(total / 20)), per_page: 20, total };
}
