import { Document, Scalar, YAMLMap } from 'yaml';
import type { ExportArticle } from './exportSelection';

/**
 * The front matter of an exported article, in the one shape the Markdown import reads back
 * (DESIGN.md §10). The yaml package does the quoting, so any title — colons, quotes, `#`, leading
 * dashes, newlines — survives the round trip. Title, description and origin_url are always in
 * double quotes so a title like `2024` or `true` stays text for any reader.
 */

/** Keys whose values are always written in double quotes. */
const QUOTED = new Set(['title', 'description', 'origin_url']);

export interface FrontMatterValues {
  article: ExportArticle;
  /** The cover as written: `images/<file>` for a site image, else the address as stored. */
  cover: string;
}

export function frontMatter({ article, cover }: FrontMatterValues): string {
  const fields: Array<[string, unknown]> = [
    ['title', article.title],
    ['date', article.createdAt],
    ['updated', article.updatedAt],
    ...(article.categoryName === null ? [] : [['categories', [article.categoryName]] as [string, unknown]]),
    ['tags', article.tagNames],
    ['cover', cover],
    // A description taken from the text is left out: the import (or another blog tool) takes it again.
    ...(article.description ? [['description', article.description] as [string, unknown]] : []),
    ['status', article.status],
    ['draft', article.status === 'draft'],
    ['type', article.type],
    ['origin_url', article.originUrl],
    ['top', article.isTop],
    ['top_order', article.topOrder],
  ];
  const doc = new Document(Object.fromEntries(fields));
  const map = doc.contents as YAMLMap<Scalar<string>, unknown>;
  for (const pair of map.items) {
    if (QUOTED.has(pair.key.value) && pair.value instanceof Scalar) pair.value.type = Scalar.QUOTE_DOUBLE;
  }
  // lineWidth 0: never fold a long title or description over several lines.
  return `---\n${doc.toString({ lineWidth: 0 })}---\n`;
}

/** The whole .md file: front matter, then the body as written. */
export function markdownFile(values: FrontMatterValues, body: string): string {
  return `${frontMatter(values)}${body}`;
}
