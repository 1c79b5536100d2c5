import Fastify from 'fastify';
import { epayMd5Sign } from '../src/integrations/payments/epay/sign';
import { buildEpaySim, EpaySimState, type EpaySimOptions } from '../../sandbox/src/gateway-sim/epay-sim';

/** The gateway doc page's sample merchant (docs/protocols/epay.md §1.3). */
export const PID = '1001';
export const KEY = '89unJUB8HZ54Hj7x4nUj56HN4nUzUJ8i';

/** The simulator on a port of its own, with the sample merchant unless told. */
export async function startSim(options: Partial<EpaySimOptions> = {}): Promise<{ url: string; state: EpaySimState; close: () => Promise<void> }> {
  const state = options.state ?? new EpaySimState();
  const app = buildEpaySim({ merchants: [{ pid: PID, key: KEY }], ...options, state });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, state, close: () => app.close() };
}

/** A merchant's notify endpoint: records each notification's query and answers what `answer` says for the n-th (from 0). */
export async function startMerchant(answer: (n: number, query: Record<string, string>) => string | Promise<string> = () => 'success') {
  const app = Fastify({ logger: false });
  const received: Record<string, string>[] = [];
  app.get('/notify', async (request) => {
    const query = Object.fromEntries(new URL(request.url, 'http://x').searchParams);
    received.push(query);
    return answer(received.length - 1, query);
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { notifyUrl: `${url}/notify`, received, close: () => app.close() };
}

/** Fields with their MD5 signature, as a merchant sends them. */
export const signed = (fields: Record<string, string>, key = KEY): Record<string, string> => ({ ...fields, sign: epayMd5Sign(fields, key), sign_type: 'MD5' });

/** A form POST and its answer. */
export const postForm = (url: string, fields: Record<string, string>, init: RequestInit = {}) => fetch(url, { method: 'POST', body: new URLSearchParams(fields), ...init });

export const postJson = async (url: string, body: object = {}) => {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** Until `check` holds (polling every 10 ms), or throws after `ms`. */
export async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
