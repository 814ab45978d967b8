import { FEED_PATHS, type FeedEntry, type FeedSite } from './model';
import { element, rfc822, XML_DECLARATION } from './xml';

const NAMESPACES = {
  version: '2.0',
  'xmlns:atom': 'http://www.w3.org/2005/Atom',
  'xmlns:content': 'http://purl.org/rss/1.0/modules/content/',
  'xmlns:dc': 'http://purl.org/dc/elements/1.1/',
};

function item(entry: FeedEntry): string {
  return [
    '<item>',
    element('title', entry.title),
    element('link', entry.url),
    element('guid', entry.url, { isPermaLink: 'true' }),
    element('pubDate', rfc822(entry.published)),
    // RSS's own <author> must be an e-mail address, which the blog does not publish.
    element('dc:creator', entry.author),
    ...entry.categories.map((name) => element('category', name)),
    element('description', entry.summary),
    element('content:encoded', entry.html),
    '</item>',
  ].join('\n');
}

/** RSS 2.0 with the content and Dublin Core modules and an atom:link to itself. */
export function buildRss(site: FeedSite, entries: FeedEntry[]): string {
  const attributes = Object.entries(NAMESPACES)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('');
  return [
    `${XML_DECLARATION}<rss${attributes}>`,
    '<channel>',
    element('title', site.name),
    element('link', `${site.origin}/`),
    element('description', site.description),
    element('language', 'zh-CN'),
    element('lastBuildDate', rfc822(site.updated)),
    element('atom:link', undefined, { href: `${site.origin}${FEED_PATHS.rss}`, rel: 'self', type: 'application/rss+xml' }),
    ...entries.map(item),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
