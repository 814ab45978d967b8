import { isRemoteLink } from '../../upload/remoteImages';
import { htmlImageSources } from './htmlImages';
import { FENCED_CODE_BLOCK } from '@blog/markdown/fencedCode';

/**
 * The image links of a Markdown body that point into the archive, and their rewriting. Code (fenced
 * blocks and inline spans) is left alone: an image link shown as an example is not an image.
 */

/** One place in the body an image is named. */
interface LinkSpot {
  start: number;
  end: number;
  link: string;
  /** The text that replaces the spot once the link's new address is known. */
  render: (url: string) => string;
}

const INLINE_CODE = /(`+)[^`\n][\s\S]*?\1/g;

/** Ranges of the body that are code. */
export function codeRanges(body: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const match of body.matchAll(FENCED_CODE_BLOCK)) ranges.push([match.index, match.index + match[0].length]);
  for (const match of body.matchAll(INLINE_CODE)) {
    if (!ranges.some(([a, b]) => match.index >= a && match.index < b)) ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}

const MARKDOWN_IMAGE = /!\[([^\]\n]*)\]\(\s*(<[^>\n]+>|[^\s)]+)(\s+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?\s*\)/g;
const HEXO_ASSET = /\{%\s*asset_img\s+(\S+)(?:\s+([^%]*?))?\s*%\}/g;

function findSpots(body: string): LinkSpot[] {
  const code = codeRanges(body);
  const inCode = (index: number) => code.some(([a, b]) => index >= a && index < b);
  const spots: LinkSpot[] = [];
  for (const m of body.matchAll(MARKDOWN_IMAGE)) {
    if (inCode(m.index)) continue;
    const raw = m[2]!;
    const link = raw.startsWith('<') ? raw.slice(1, -1) : raw;
    const alt = m[1]!;
    const title = m[3] ?? '';
    spots.push({ start: m.index, end: m.index + m[0].length, link, render: (url) => `![${alt}](${url}${title})` });
  }
  for (const source of htmlImageSources(body)) {
    if (inCode(source.start) || !source.value.trim()) continue;
    // An unquoted value is written back quoted: the new address is safe either way, quotes are plainer.
    const quote = source.quote || '"';
    spots.push({ start: source.start, end: source.end, link: source.value.trim(), render: (url) => `${quote}${url}${quote}` });
  }
  for (const m of body.matchAll(HEXO_ASSET)) {
    if (inCode(m.index)) continue;
    const title = (m[2] ?? '').replace(/^["']|["']$/g, '').trim();
    // Hexo's tag means nothing here: it becomes a plain image (or stays as written when not found).
    spots.push({ start: m.index, end: m.index + m[0].length, link: m[1]!, render: (url) => `![${title}](${url})` });
  }
  return spots.sort((a, b) => a.start - b.start);
}

/** A link to another site (http, https, protocol-relative) or a data URI stays as written. */
export const isLocalLink = (link: string) => !/^[a-z][a-z0-9+.-]*:/i.test(link) && !link.startsWith('//') && !link.startsWith('#') && link.trim() !== '';

/** The links to other sites' pictures (http, https, protocol-relative), each once, in order. */
export function remoteImageLinks(body: string): string[] {
  return [...new Set(findSpots(body).map((spot) => spot.link).filter(isRemoteLink))];
}

/** The local links of a body (each once), in order. */
export function localImageLinks(body: string): string[] {
  return [...new Set(findSpots(body).map((spot) => spot.link).filter(isLocalLink))];
}

/** The body with each local link found in `urls` replaced by its new address; others as written. */
export function rewriteImageLinks(body: string, urls: ReadonlyMap<string, string>): string {
  let out = '';
  let at = 0;
  for (const spot of findSpots(body)) {
    const url = urls.get(spot.link);
    if (url === undefined || spot.start < at) continue;
    out += body.slice(at, spot.start) + spot.render(url);
    at = spot.end;
  }
  return out + body.slice(at);
}
