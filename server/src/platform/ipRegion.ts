import { createRequire } from 'node:module';
import { isIP } from 'node:net';

/*
 * IP 属地 (issue 29): the writer's province in China, or the country abroad, looked up offline in
 * the ip2region database bundled with its npm package. Only the region leaves this file; callers
 * store it and forget the address (SECURITY.md).
 */

interface Ip2RegionResult {
  country: string;
  province: string;
}
interface Ip2RegionLookup {
  search(ip: string): Ip2RegionResult | null;
}

const require = createRequire(import.meta.url);
let lookup: Ip2RegionLookup | null = null;

/** Loaded on first use: the database is ~11 MB read into memory, which a site with the switch off never pays. */
function database(): Ip2RegionLookup {
  if (!lookup) {
    // The package is CommonJS with a default export class; its data files sit beside it.
    const { default: IP2Region } = require('ip2region') as { default: new () => Ip2RegionLookup };
    lookup = new IP2Region();
  }
  return lookup;
}

/** 自治区 are shown by their short names, as people (and 微博's IP 属地) say them. */
const AUTONOMOUS = ['内蒙古', '广西', '西藏', '宁夏', '新疆'];

/** 广东省 → 广东, 北京市 → 北京, 广西壮族自治区 → 广西; Hong Kong, Macao and Taiwan stay as they are. */
export function shortProvince(province: string): string {
  const autonomous = AUTONOMOUS.find((name) => province.startsWith(name));
  if (autonomous) return autonomous;
  return province.replace(/(省|市|特别行政区)$/, '');
}

/**
 * The region of an address: '' for anything the database does not place (private, loopback,
 * anycast ranges), for malformed input, and when the lookup itself fails — a comment is never
 * refused for want of a region.
 */
export function ipRegionOf(address: string | undefined): string {
  if (!address || isIP(address) === 0) return '';
  try {
    const found = database().search(address);
    if (!found || !found.country || found.country === '0') return '';
    if (found.country === '中国') return shortProvince(found.province) || '中国';
    return found.country;
  } catch {
    return '';
  }
}
