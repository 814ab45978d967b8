import type { ArticleBrief, ArticleListItem, TagRef } from '@blog/contract';
import { siteDateTime } from '../../platform/siteTime';
import type { ArticleBriefRow, ArticleListRow, ArticleTagRow } from './repo';

/** Turns table rows into the contract's response shapes (column names differ on purpose). */

export function groupTags(rows: ArticleTagRow[]): Map<number, TagRef[]> {
  const byArticle = new Map<number, TagRef[]>();
  for (const row of rows) {
    const list = byArticle.get(row.article_id) ?? [];
    list.push({ id: row.id, tag_name: row.tag_name });
    byArticle.set(row.article_id, list);
  }
  return byArticle;
}

export function toListItem(row: ArticleListRow, tags: TagRef[], wordCount: number): ArticleListItem {
  return {
    id: row.id,
    article_title: row.title,
    article_description: row.description,
    article_cover: row.cover,
    type: row.type,
    category_id: row.category_id,
    categoryName: row.category_name,
    tagList: tags,
    tagNameList: tags.map((tag) => tag.tag_name),
    is_top: row.is_top,
    view_times: row.view_times,
    thumbs_up_times: row.thumbs_up_times,
    // Stored in seconds; the original client reads milliseconds.
    reading_duration: row.reading_duration * 1000,
    word_count: wordCount,
    createdAt: siteDateTime(row.created_at),
    updatedAt: siteDateTime(row.updated_at),
  };
}

export function toBrief(row: ArticleBriefRow): ArticleBrief {
  return { id: row.id, article_title: row.title, article_cover: row.cover, createdAt: siteDateTime(row.created_at) };
}
