import type { Server } from 'node:http';
import { BlockList, isIPv4 } from 'node:net';

/** An IPv4 client of a dual-stack socket is seen as ::ffff:a.b.c.d; a proxy listed as a.b.c.d is the same host. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(.+)$/i.exec(address)?.[1];
  return mapped !== undefined && isIPv4(mapped) ? mapped : address;
}

function listOf(proxies: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of proxies) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/**
 * At most `max` connections open at once from one address: one more is closed as soon as it is accepted,
 * before anything of it is read, so a client cannot hold the server's sockets with slow requests from many
 * connections. The trusted proxies (TRUST_PROXY) are left out: every client behind them shares their address.
 */
export function capConnectionsPerAddress(server: Server, max: number, trustedProxies: readonly string[]): void {
  const proxies = listOf(trustedProxies);
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = plainAddress(socket.remoteAddress ?? '');
    if (address === '' || proxies.check(address, isIPv4(address) ? 'ipv4' : 'ipv6')) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
