import { BlockList, isIP, isIPv4 } from 'node:net';

/** An IPv4 client of a dual-stack socket is seen as ::ffff:a.b.c.d; a list naming a.b.c.d means the same host. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(.+)$/i.exec(address)?.[1];
  return mapped !== undefined && isIPv4(mapped) ? mapped : address;
}

/** Whether an entry of an allow-list is an IP address or a CIDR range (a.b.c.d/n, x::/n). */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  if (extra !== undefined || isIP(address) === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (isIPv4(address) ? 32 : 128);
}

/**
 * Whether `address` (a request's, request.ip: behind TRUST_PROXY the client the proxy names) is on the list
 * of addresses and ranges a platform or a gateway publishes; every address is when the list is empty.
 */
export function onAllowList(list: readonly string[], address: string): boolean {
  if (list.length === 0) return true;
  const blocks = new BlockList();
  for (const entry of list) {
    if (!isAddressOrRange(entry)) continue;
    const [base = '', prefix] = entry.split('/');
    const type = isIPv4(base) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) blocks.addAddress(base, type);
    else blocks.addSubnet(base, Number(prefix), type);
  }
  const plain = plainAddress(address);
  return isIP(plain) !== 0 && blocks.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
}
