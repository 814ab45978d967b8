import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { badRequest } from './errors';

/*
 * The one place where the server decides which hosts it may connect to on someone's say-so (today
 * the original-site database the admin names; any later fetch of an address a person typed goes
 * through here too). A host is resolved once, every address it has is checked, and the caller
 * connects to the address checked here, never to the name again (a name that answers differently
 * the second time cannot slip past).
 */

/** Never: these reach the machine's own network plumbing, not a site (cloud metadata lives at 169.254.169.254). */
const NEVER = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NEVER.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128], // unspecified
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  NEVER.addSubnet(net, bits, 'ipv6');
}

/** Only when the caller allows it (the admin confirmed the address): this machine and private networks. */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10], // carrier-grade NAT
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4');
}
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6'); // unique local

export type AddressKind = 'public' | 'private' | 'never';

/** What an IP address is; an IPv4 address written as IPv6 (::ffff:a.b.c.d) is judged as IPv4. */
export function addressKind(address: string): AddressKind {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  if (NEVER.check(ip, family)) return 'never';
  if (PRIVATE.check(ip, family)) return 'private';
  return 'public';
}

export const OUTBOUND_MESSAGES = {
  notFound: '找不到这个主机',
  never: '不能连接这个地址：它指向本机的网络设施（链路本地、组播或保留地址），不是一台服务器',
  private: '不能连接这个地址：它在本机或内网里',
} as const;

export interface GuardedAddress {
  /** The address to connect to (the checked one, not the name). */
  address: string;
  family: 4 | 6;
}

/**
 * Resolves `host` and answers the address to connect to, or refuses with a Chinese 400: a host with
 * any address in NEVER, or (unless `allowPrivate`) in PRIVATE, is refused whatever its other
 * addresses are.
 */
export async function resolveGuarded(host: string, options: { allowPrivate: boolean }): Promise<GuardedAddress> {
  const bare = host.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(bare) ? [{ address: bare, family: isIP(bare) }] : await lookup(bare, { all: true, verbatim: true });
  } catch {
    throw badRequest(OUTBOUND_MESSAGES.notFound);
  }
  if (addresses.length === 0) throw badRequest(OUTBOUND_MESSAGES.notFound);
  const kinds = addresses.map((a) => addressKind(a.address));
  if (kinds.includes('never')) throw badRequest(OUTBOUND_MESSAGES.never);
  if (!options.allowPrivate && kinds.includes('private')) throw badRequest(OUTBOUND_MESSAGES.private);
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
