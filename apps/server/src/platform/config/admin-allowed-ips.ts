import { BlockList, isIPv4 } from 'node:net';
import { z } from 'zod';
import { isAddressOrNetwork } from './trusted-proxies';

const EXAMPLE = 'ADMIN_ALLOWED_IPS=10.0.0.0/8,203.0.113.7';

/**
 * ADMIN_ALLOWED_IPS: the addresses and networks the operator console and its API answer; empty (the default)
 * answers every address. Set only here, never from the console, so no operator can lock everyone out.
 */
export const adminAllowedIps = z
  .string()
  .default('')
  .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
  .superRefine((entries, context) => {
    const bad = entries.filter((entry) => !isAddressOrNetwork(entry));
    if (bad.length > 0) context.addIssue({ code: 'custom', message: `not an IP address or network: ${bad.map((entry) => JSON.stringify(entry)).join(', ')} (${EXAMPLE})` });
  });

/** An IPv4 client of a dual-stack socket is seen as ::ffff:a.b.c.d; allowing a.b.c.d allows it. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(.+)$/i.exec(address)?.[1];
  return mapped !== undefined && isIPv4(mapped) ? mapped : address;
}

/** Whether an address (request.ip: TRUST_PROXY already applied) is within the list; every address when the list is empty. */
export function addressAllowed(entries: readonly string[]): (address: string) => boolean {
  if (entries.length === 0) return () => true;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const plain = plainAddress(address);
    try {
      return list.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
    } catch {
      // Not an address at all: not allowed.
      return false;
    }
  };
}
