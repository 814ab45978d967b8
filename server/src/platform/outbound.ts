import { lookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { badRequest } from './errors';

/*
 * The one place where the server decides which hosts it may connect to on someone's say-so (the
 * original-site database the admin names, the remote images of an import or an article). A host is
 * resolved once, every address it has is checked, and the caller connects to the address checked
 * here, never to the name again (a name that answers differently the second time cannot slip past).
 * fetchGuarded, below, is the one HTTP client for addresses that come from outside.
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

/** Only when the caller allows it (the admin confirmed the address, or a test's own server): this machine and private networks. */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['192.0.0.0', 24], // IETF protocol assignments (NAT64 discovery, DS-Lite)
  ['198.18.0.0', 15], // benchmarking networks, used inside data centres
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4');
}
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6'); // unique local
PRIVATE.addSubnet('fec0::', 10, 'ipv6'); // the old site-local, still routed inside some networks

/** The 16 bytes of an IPv6 address (isIP already said it is one), or null for a zone id (fe80::1%eth0). */
function ipv6Bytes(text: string): number[] | null {
  if (text.includes('%')) return null;
  let head = text;
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(head);
  if (dotted) {
    tail.push(...dotted[1]!.split('.').map(Number));
    head = head.slice(0, -dotted[1]!.length);
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const [left, right] = head.includes('::') ? head.split('::') : [head, null];
  const leftGroups = groups(left!);
  const rightGroups = right === null ? [] : groups(right);
  const missing = 8 - tail.length / 2 - leftGroups.length - rightGroups.length;
  const all = [...leftGroups, ...new Array<number>(right === null ? 0 : missing).fill(0), ...rightGroups];
  const bytes = all.flatMap((group) => [group >> 8, group & 0xff]);
  return [...bytes, ...tail];
}

/**
 * The IPv4 address an IPv6 one carries and routes to: mapped (::ffff:a.b.c.d, also written
 * ::ffff:7f00:1), the old compatible form (::a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002::/16).
 * Each of these can reach an IPv4 host, so it is judged as that host.
 */
function embeddedIpv4(address: string): string | null {
  const bytes = ipv6Bytes(address);
  if (!bytes || bytes.length !== 16) return null;
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  const v4 = (at: number) => bytes.slice(at, at + 4).join('.');
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return v4(12);
  // ::a.b.c.d but not :: or ::1, which are judged as IPv6.
  if (zeros(0, 12) && !zeros(12, 15)) return v4(12);
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12)) return v4(12);
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return v4(2);
  return null;
}

export type AddressKind = 'public' | 'private' | 'never';

/** What an IP address is; an IPv6 address that carries an IPv4 one (mapped, NAT64, 6to4) is judged as that IPv4 address. */
export function addressKind(address: string): AddressKind {
  const family = isIP(address);
  if (family === 0) return 'never';
  // A zone id (fe80::1%eth0) names an interface of this machine.
  if (family === 6 && address.includes('%')) return 'never';
  const ip = family === 6 ? (embeddedIpv4(address) ?? address) : address;
  const kind = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  if (NEVER.check(ip, kind)) return 'never';
  if (PRIVATE.check(ip, kind)) return 'private';
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

/** Why a host was refused, for callers that word it their own way. */
export class RefusedAddressError extends Error {
  constructor(readonly reason: 'notFound' | 'never' | 'private') {
    super(OUTBOUND_MESSAGES[reason]);
  }
}

/** Resolves `host` once and checks every address; throws RefusedAddressError. */
export async function checkHost(host: string, options: { allowPrivate: boolean }): Promise<GuardedAddress> {
  const bare = host.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(bare) ? [{ address: bare, family: isIP(bare) }] : await lookup(bare, { all: true, verbatim: true });
  } catch {
    throw new RefusedAddressError('notFound');
  }
  if (addresses.length === 0) throw new RefusedAddressError('notFound');
  const kinds = addresses.map((a) => addressKind(a.address));
  if (kinds.includes('never')) throw new RefusedAddressError('never');
  if (!options.allowPrivate && kinds.includes('private')) throw new RefusedAddressError('private');
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/**
 * Resolves `host` and answers the address to connect to, or refuses with a Chinese 400: a host with
 * any address in NEVER, or (unless `allowPrivate`) in PRIVATE, is refused whatever its other
 * addresses are.
 */
export async function resolveGuarded(host: string, options: { allowPrivate: boolean }): Promise<GuardedAddress> {
  try {
    return await checkHost(host, options);
  } catch (error) {
    if (error instanceof RefusedAddressError) throw badRequest(error.message);
    throw error;
  }
}

/* ---- The guarded HTTP client ---- */

/**
 * Tests serve their own pictures from 127.0.0.1; only they may let the client reach this machine and
 * private networks, through OUTBOUND_ALLOW_PRIVATE_FOR_TESTS (config.ts refuses it in production).
 * Link-local and metadata addresses stay refused even then.
 */
let allowPrivateForTests = false;

export function configureOutbound(settings: { allowPrivateForTests: boolean }): void {
  allowPrivateForTests = settings.allowPrivateForTests;
}

export interface OutboundLimits {
  /** The body may not be longer (a longer Content-Length is refused before reading). */
  maxBytes: number;
  /** The whole exchange, redirects included. */
  totalMs: number;
  /** Nothing received for this long ends it. */
  idleMs: number;
}

const REFUSED_HOST_MESSAGES = {
  notFound: '找不到这个主机',
  private: '地址在本机或内网里，不允许下载',
  never: '地址是链路本地、云服务元数据、组播或保留地址，不允许下载',
} as const;

/** Hops followed after the first request. */
export const OUTBOUND_MAX_REDIRECTS = 3;

export type OutboundFailure = 'scheme' | 'address' | 'redirect' | 'status' | 'tooLarge' | 'timeout' | 'network';

/** The request failed; the message is Chinese and says why, for a report line. */
export class OutboundError extends Error {
  constructor(
    readonly failure: OutboundFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface OutboundResponse {
  /** The address that answered (after redirects). */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const bytesText = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10}MB` : `${Math.ceil(bytes / 1024)}KB`);

/** A URL the client may ask for: http(s), no user name or password in it. */
function parseTarget(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new OutboundError('scheme', '地址格式不正确');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundError('scheme', `只能下载 http 或 https 地址（这是 ${url.protocol.replace(/:$/, '')}）`);
  if (url.username || url.password) throw new OutboundError('scheme', '地址里不能带用户名或密码');
  return url;
}

/** node's connect asks this instead of DNS: the one address already checked. */
const pinnedLookup =
  (pinned: GuardedAddress): LookupFunction =>
  (_host, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };

interface Hop {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer | null;
}

/** One request to the pinned address; a redirect comes back without its body. */
/** A POST's body (webhooks); a GET has none. */
interface SentBody {
  contentType: string;
  bytes: Buffer;
}

function requestOnce(url: URL, pinned: GuardedAddress, limits: OutboundLimits, deadline: number, accept: string, sent?: SentBody): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const hostname = url.hostname.replace(/^\[|\]$/g, '');
    // The name stays the request's host (Host header, TLS SNI and certificate check); only the
    // socket goes to the checked address. No agent: a kept-alive socket belongs to one address.
    const request = client.request({
      protocol: url.protocol,
      hostname,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: sent ? 'POST' : 'GET',
      agent: false,
      lookup: pinnedLookup(pinned),
      headers: sent
        ? { accept, 'user-agent': 'blog-notify/1.0 (+webhook)', host: url.host, 'content-type': sent.contentType, 'content-length': String(sent.bytes.length) }
        : { accept, 'user-agent': 'blog-importer/1.0 (+image download)', host: url.host },
    });
    let settled = false;
    const fail = (error: OutboundError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      reject(error);
    };
    const timer = setTimeout(() => fail(new OutboundError('timeout', `超过 ${Math.ceil(limits.totalMs / 1000)} 秒还没有下载完`)), Math.max(0, deadline - Date.now()));
    request.setTimeout(limits.idleMs, () => fail(new OutboundError('timeout', `对方超过 ${Math.ceil(limits.idleMs / 1000)} 秒没有响应`)));
    request.on('error', (error: NodeJS.ErrnoException) => fail(new OutboundError('network', `连接失败（${error.code ?? error.message}）`)));
    request.on('response', (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      if (!sent && status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        settled = true;
        clearTimeout(timer);
        request.destroy();
        resolve({ status, headers: response.headers, body: null });
        return;
      }
      if (sent ? status < 200 || status >= 300 : status !== 200) {
        response.resume();
        fail(new OutboundError('status', `对方回答 HTTP ${status}`));
        return;
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > limits.maxBytes) {
        fail(new OutboundError('tooLarge', `文件太大（${bytesText(declared)}，不能超过 ${bytesText(limits.maxBytes)}）`));
        return;
      }
      const chunks: Buffer[] = [];
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > limits.maxBytes) {
          fail(new OutboundError('tooLarge', `文件太大（超过 ${bytesText(limits.maxBytes)}）`));
          return;
        }
        chunks.push(chunk);
      });
      response.on('aborted', () => fail(new OutboundError('network', '下载中途断开')));
      response.on('error', () => fail(new OutboundError('network', '下载中途断开')));
      response.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ status, headers: response.headers, body: Buffer.concat(chunks) });
      });
    });
    request.end(sent?.bytes);
  });
}

/**
 * GET of an address that came from outside (a post's image, an article's link): http(s) only; the
 * host resolved once and refused when any of its addresses is loopback, private, link-local,
 * metadata, CGNAT, unique-local or an IPv4 form of these (unless the tests' setting allows the
 * private ones); the connection made to that checked address with the name kept for Host and TLS;
 * redirects followed by hand, each hop checked again, at most OUTBOUND_MAX_REDIRECTS; the body and
 * the time bounded. Anything else than a 200 is an OutboundError with a Chinese reason.
 */
export async function fetchGuarded(address: string, limits: OutboundLimits, options: { accept?: string } = {}): Promise<OutboundResponse> {
  const deadline = Date.now() + limits.totalMs;
  let url = parseTarget(address);
  for (let hop = 0; ; hop++) {
    let pinned: GuardedAddress;
    try {
      pinned = await checkHost(url.hostname, { allowPrivate: allowPrivateForTests });
    } catch (error) {
      if (!(error instanceof RefusedAddressError)) throw error;
      const where = hop > 0 ? `跳转到 ${url.host} 后：` : '';
      throw new OutboundError('address', `${where}${REFUSED_HOST_MESSAGES[error.reason]}`);
    }
    if (Date.now() >= deadline) throw new OutboundError('timeout', `超过 ${Math.ceil(limits.totalMs / 1000)} 秒还没有下载完`);
    const answer = await requestOnce(url, pinned, limits, deadline, options.accept ?? '*/*');
    if (answer.body) return { url: url.href, status: answer.status, headers: answer.headers, body: answer.body };
    if (hop >= OUTBOUND_MAX_REDIRECTS) throw new OutboundError('redirect', `跳转次数太多（超过 ${OUTBOUND_MAX_REDIRECTS} 次）`);
    url = parseTarget(String(answer.headers.location), url);
  }
}

/**
 * POST of a body to an address from outside (a webhook the blogger configured), under the same rules
 * as fetchGuarded: http(s), the host resolved once and checked, the connection pinned to the checked
 * address, the answer's size and the time bounded. Redirects are not followed (a POST that moves is
 * a misconfigured target); any status outside 2xx is an OutboundError with a Chinese reason.
 */
export async function postGuarded(address: string, body: { contentType: string; text: string }, limits: OutboundLimits): Promise<OutboundResponse> {
  const deadline = Date.now() + limits.totalMs;
  const url = parseTarget(address);
  let pinned: GuardedAddress;
  try {
    pinned = await checkHost(url.hostname, { allowPrivate: allowPrivateForTests });
  } catch (error) {
    if (!(error instanceof RefusedAddressError)) throw error;
    throw new OutboundError('address', REFUSED_HOST_MESSAGES[error.reason].replace('下载', '发送'));
  }
  const answer = await requestOnce(url, pinned, limits, deadline, 'application/json, text/plain, */*', { contentType: body.contentType, bytes: Buffer.from(body.text, 'utf8') });
  if (!answer.body) throw new OutboundError('redirect', `对方回答 HTTP ${answer.status}（要求跳转，Webhook 不跟随跳转）`);
  return { url: url.href, status: answer.status, headers: answer.headers, body: answer.body };
}

/** Whether the tests' switch lets outbound connections reach this machine (the SMTP client asks too). */
export function outboundAllowsPrivate(): boolean {
  return allowPrivateForTests;
}
