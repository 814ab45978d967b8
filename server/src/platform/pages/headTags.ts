import { escapeHtml, jsonForInlineScript } from '../bootHtml';
import type { PageMeta } from './pageMeta';

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

/** schema.org BlogPosting of an article page, for search engines' rich results. */
function blogPosting(page: PageMeta & { article: NonNullable<PageMeta['article']> }, url: string): Record<string, unknown> {
  const { article } = page;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: page.description,
    datePublished: article.createdAt,
    dateModified: article.updatedAt,
    author: { '@type': 'Person', name: article.author || page.siteName },
    ...(page.image ? { image: page.image } : {}),
    ...(article.tags.length > 0 ? { keywords: article.tags.join(',') } : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}

/**
 * The page's own tags for <head> (the <title> is replaced separately): description, keywords,
 * canonical link, Open Graph, Twitter card, the feeds and, for an article, its JSON-LD. Every value
 * is escaped; the JSON-LD goes through jsonForInlineScript, so no text can end its <script>.
 */
export function renderHeadTags(page: PageMeta): string {
  const tags = [meta('name', 'description', page.description)];
  if (page.keywords) tags.push(meta('name', 'keywords', page.keywords));
  const feedTitle = escapeHtml(page.siteName);
  tags.push(
    `<link rel="alternate" type="application/rss+xml" href="/rss.xml" title="${feedTitle}">`,
    `<link rel="alternate" type="application/atom+xml" href="/atom.xml" title="${feedTitle}">`,
  );
  if (page.status !== 200 || !page.canonical) {
    tags.push(meta('name', 'robots', 'noindex'));
    return tags.join('');
  }
  const url = page.canonical;
  tags.push(
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:type', page.article ? 'article' : 'website'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
  );
  if (page.image) tags.push(meta('property', 'og:image', page.image));
  tags.push(
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
  );
  if (page.image) tags.push(meta('name', 'twitter:image', page.image));
  const { article } = page;
  if (article) {
    tags.push(meta('property', 'article:published_time', article.createdAt), meta('property', 'article:modified_time', article.updatedAt));
    for (const tag of article.tags) tags.push(meta('property', 'article:tag', tag));
    tags.push(`<script type="application/ld+json">${jsonForInlineScript(blogPosting({ ...page, article }, url))}</script>`);
  }
  return tags.join('');
}
