import { isIP } from 'node:net';
import { z } from 'zod';

const EXAMPLE = 'TRUST_PROXY=10.0.0.0/8 or TRUST_PROXY=127.0.0.1,::1';

/** An address (`10.0.0.2`, `::1`) or a network (`10.0.0.0/8`, `fd00::/8`). */
export function isAddressOrNetwork(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For is believed, by address or network. The client's address
 * is the nearest one in the header that is not one of them, so an address a client writes before the proxy's
 * own is never taken. `true` (every hop trusted: the first address, the client's to choose) and a hop count
 * (Fastify 5 takes one as trusting nothing, since the nearest hop may be a client that reached the server
 * directly) are refused with what to write instead. Empty or `false`: no proxy, the socket's address.
 */
export const trustedProxies = z
  .string()
  .default('')
  .superRefine((value, context) => {
    const text = value.trim();
    if (text === 'true') {
      context.addIssue({ code: 'custom', message: `true would trust any X-Forwarded-For a client writes; give the addresses of your proxies instead, comma-separated addresses or networks (${EXAMPLE})` });
    } else if (/^\d+$/.test(text)) {
      context.addIssue({ code: 'custom', message: `a hop count is not taken (a client that reaches the server directly could write the hops); give the addresses of your proxies instead (${EXAMPLE})` });
    } else if (text !== '' && text !== 'false') {
      const bad = text.split(',').map((entry) => entry.trim()).filter((entry) => !isAddressOrNetwork(entry));
      if (bad.length > 0) context.addIssue({ code: 'custom', message: `not an IP address or network: ${bad.map((entry) => JSON.stringify(entry)).join(', ')} (${EXAMPLE})` });
    }
  })
  .transform((value) => (value.trim() === 'false' ? [] : value.split(',').map((entry) => entry.trim()).filter(Boolean)));
