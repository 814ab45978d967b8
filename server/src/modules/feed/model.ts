/** What the RSS and Atom documents are written from (feeds.ts gathers it). */

export interface FeedSite {
  /** Scheme and host, no trailing slash (siteOrigin). */
  origin: string;
  name: string;
  description: string;
  /** RFC 3339/ISO time of the newest change the feed shows. */
  updated: string;
}

export interface FeedEntry {
  /** The article's page, also its permanent id. */
  url: string;
  title: string;
  summary: string;
  /** Sanitized body HTML with absolute links (feedHtml.ts). */
  html: string;
  published: string;
  updated: string;
  author: string;
  /** The category first, then the tags. */
  categories: string[];
}

export const FEED_PATHS = { rss: '/rss.xml', atom: '/atom.xml' } as const;
