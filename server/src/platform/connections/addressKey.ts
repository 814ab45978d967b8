import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, '::' expanded; null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  if (!isIPv6(address)) return null;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4) stands for two groups.
  const last = right.length > 0 ? right[right.length - 1]! : left[left.length - 1];
  const embedded = last !== undefined && isIPv4(last) ? 1 : 0;
  const missing = tail === undefined ? 0 : 8 - left.length - right.length - embedded;
  return [...left, ...Array<string>(missing).fill('0'), ...right];
}

/**
 * The key a client address is counted under. IPv4 as it is (an IPv4-mapped IPv6 address is
 * unwrapped: it is the same client); IPv6 by its /64, the block one subscriber gets — anyone who
 * holds one address there can use 2^64 of them, so counting single addresses would count nothing.
 */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
