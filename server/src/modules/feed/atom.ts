import { FEED_PATHS, type FeedEntry, type FeedSite } from './model';
import { element, rfc3339, XML_DECLARATION } from './xml';

function entryXml(entry: FeedEntry): string {
  return [
    '<entry>',
    element('id', entry.url),
    element('title', entry.title, { type: 'text' }),
    element('link', undefined, { rel: 'alternate', type: 'text/html', href: entry.url }),
    element('published', rfc3339(entry.published)),
    element('updated', rfc3339(entry.updated)),
    `<author>${element('name', entry.author)}</author>`,
    ...entry.categories.map((term) => element('category', undefined, { term })),
    element('summary', entry.summary, { type: 'text' }),
    element('content', entry.html, { type: 'html' }),
    '</entry>',
  ].join('\n');
}

/** Atom 1.0 (RFC 4287). */
export function buildAtom(site: FeedSite, entries: FeedEntry[]): string {
  const home = `${site.origin}/`;
  return [
    `${XML_DECLARATION}<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="zh-CN">`,
    element('id', home),
    element('title', site.name, { type: 'text' }),
    element('subtitle', site.description, { type: 'text' }),
    element('link', undefined, { rel: 'alternate', type: 'text/html', href: home }),
    element('link', undefined, { rel: 'self', type: 'application/atom+xml', href: `${site.origin}${FEED_PATHS.atom}` }),
    element('updated', rfc3339(site.updated)),
    // Every entry names its author; this covers a feed with none.
    `<author>${element('name', site.name)}</author>`,
    ...entries.map(entryXml),
    '</feed>',
    '',
  ].join('\n');
}
