import { JSDOM } from 'jsdom';
import type { TestServer } from './server';

/** The sitemap and the feeds as a crawler or feed reader reads them (parsed as XML). */

export interface Fetched {
  status: number;
  headers: Headers;
  text: string;
}

export async function fetchDocument(server: TestServer, path: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const response = await fetch(`${server.baseUrl}${path}`, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Throws on anything that is not well-formed XML. */
export function parseXml(text: string): Document {
  return new JSDOM(text, { contentType: 'application/xml' }).window.document;
}

const textOf = (parent: Element | Document, name: string): string | null => parent.getElementsByTagName(name)[0]?.textContent ?? null;
const all = (parent: Element | Document, name: string): Element[] => [...parent.getElementsByTagName(name)];

export interface RssItem {
  title: string | null;
  link: string | null;
  guid: string | null;
  pubDate: string | null;
  creator: string | null;
  categories: string[];
  description: string | null;
  content: string | null;
}

export function readRss(text: string) {
  const doc = parseXml(text);
  const channel = doc.getElementsByTagName('channel')[0];
  if (doc.documentElement.localName !== 'rss' || !channel) throw new Error('不是 RSS 文档');
  const self = all(channel, 'atom:link').find((link) => link.getAttribute('rel') === 'self');
  return {
    version: doc.documentElement.getAttribute('version'),
    title: textOf(channel, 'title'),
    link: textOf(channel, 'link'),
    description: textOf(channel, 'description'),
    language: textOf(channel, 'language'),
    lastBuildDate: textOf(channel, 'lastBuildDate'),
    self: self?.getAttribute('href') ?? null,
    items: all(channel, 'item').map(
      (item): RssItem => ({
        title: textOf(item, 'title'),
        link: textOf(item, 'link'),
        guid: textOf(item, 'guid'),
        pubDate: textOf(item, 'pubDate'),
        creator: textOf(item, 'dc:creator'),
        categories: all(item, 'category').map((c) => c.textContent ?? ''),
        description: textOf(item, 'description'),
        content: textOf(item, 'content:encoded'),
      }),
    ),
  };
}

export interface AtomEntry {
  id: string | null;
  title: string | null;
  link: string | null;
  published: string | null;
  updated: string | null;
  author: string | null;
  categories: string[];
  summary: string | null;
  content: string | null;
  contentType: string | null;
}

const ATOM_NS = 'http://www.w3.org/2005/Atom';

export function readAtom(text: string) {
  const doc = parseXml(text);
  const feed = doc.documentElement;
  if (feed.localName !== 'feed' || feed.namespaceURI !== ATOM_NS) throw new Error('不是 Atom 文档');
  const ownChildren = (parent: Element, name: string) => [...parent.children].filter((child) => child.localName === name);
  const linkOf = (parent: Element, rel: string) => ownChildren(parent, 'link').find((link) => link.getAttribute('rel') === rel)?.getAttribute('href') ?? null;
  const ownText = (parent: Element, name: string) => ownChildren(parent, name)[0]?.textContent ?? null;
  return {
    id: ownText(feed, 'id'),
    title: ownText(feed, 'title'),
    subtitle: ownText(feed, 'subtitle'),
    updated: ownText(feed, 'updated'),
    alternate: linkOf(feed, 'alternate'),
    self: linkOf(feed, 'self'),
    entries: ownChildren(feed, 'entry').map(
      (entry): AtomEntry => ({
        id: ownText(entry, 'id'),
        title: ownText(entry, 'title'),
        link: linkOf(entry, 'alternate'),
        published: ownText(entry, 'published'),
        updated: ownText(entry, 'updated'),
        author: textOf(entry, 'name'),
        categories: ownChildren(entry, 'category').map((c) => c.getAttribute('term') ?? ''),
        summary: ownText(entry, 'summary'),
        content: ownText(entry, 'content'),
        contentType: ownChildren(entry, 'content')[0]?.getAttribute('type') ?? null,
      }),
    ),
  };
}

export function readSitemap(text: string): Map<string, string | null> {
  const doc = parseXml(text);
  if (doc.documentElement.localName !== 'urlset' || doc.documentElement.namespaceURI !== 'http://www.sitemaps.org/schemas/sitemap/0.9') {
    throw new Error('不是 sitemap 文档');
  }
  return new Map(all(doc, 'url').map((url) => [textOf(url, 'loc') ?? '', textOf(url, 'lastmod')]));
}

/** Everything a reader sees of the three documents at once. */
export async function readAll(server: TestServer) {
  const [rss, atom, sitemap] = await Promise.all(['/rss.xml', '/atom.xml', '/sitemap.xml'].map((path) => fetchDocument(server, path)));
  return { rss: readRss(rss!.text), atom: readAtom(atom!.text), sitemap: readSitemap(sitemap!.text) };
}

/** An article's canonical address (/post/<slug>, README 规范地址) on `origin`, as the sitemap and feeds write it. */
export async function articleLink(server: { db: import('../../src/db/connection').Db }, origin: string, id: number): Promise<string> {
  const row = await server.db.kysely.selectFrom('article').select('slug').where('id', '=', id).executeTakeFirstOrThrow();
  return `${origin}/post/${encodeURIComponent(row.slug ?? '')}`;
}
