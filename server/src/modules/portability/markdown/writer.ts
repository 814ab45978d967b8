import { sql } from 'kysely';
import { ARTICLE_STATUS, ARTICLE_TYPE } from '@blog/contract';
import { nowIso, type Db } from '../../../db/connection';
import { articleWriter } from '../../article/adminRepo';
import { descriptionColumns } from '../../article/description';

/** An article ready to be written: everything in the site's terms, images already rewritten. */
export interface ArticleToWrite {
  title: string;
  content: string;
  description: string | null;
  cover: string;
  category: string | null;
  tags: string[];
  status: number;
  type: number;
  originUrl: string;
  pinned: boolean;
  topOrder: number;
  /** A new article's slug; null keeps an updated article's own (its address does not move). */
  slug: string | null;
  /** UTC ISO; null leaves the stamp to now (new) or as it was (created_at of an update). */
  createdAt: string | null;
  updatedAt: string | null;
}

/** The category a published article without one is filed under (the editor asks for one). */
export const FALLBACK_CATEGORY = '未分类';

const PINNED = 1;
const NOT_PINNED = 2;

/**
 * Writes imported articles with the console editor's rules (adminService.save): description
 * derived from the body when empty, no source for an original, order 0 when not pinned, category
 * and tags picked or created by name. The search index follows through the table's triggers.
 */
export function createImportWriter(db: Db) {
  const k = db.kysely;

  return {
    /** The article (live or in the recycle bin) with this title, compared trimmed as the editor does. */
    async idByTitle(title: string): Promise<number | null> {
      const row = await k.selectFrom('article').select('id').where(sql<string>`trim(title)`, '=', title.trim()).orderBy('id').limit(1).executeTakeFirst();
      return row?.id ?? null;
    },

    /** The slug an article has now ('' for none yet). */
    async slugOf(id: number): Promise<string> {
      return (await k.selectFrom('article').select('slug').where('id', '=', id).executeTakeFirst())?.slug ?? '';
    },

    /** Creates (`target` null) or updates one article, its category and tags in one transaction. */
    write(article: ArticleToWrite, target: { authorId: number } | { id: number }): Promise<number> {
      return k.transaction().execute(async (trx) => {
        const writer = articleWriter(trx);
        const categoryId = article.category ? await writer.categoryIdFor(article.category) : null;
        const tagIds = await writer.tagIdsFor([...new Set(article.tags)]);
        const columns = {
          title: article.title,
          ...descriptionColumns(article.description, article.content),
          content: article.content,
          cover: article.cover,
          category_id: categoryId,
          status: article.status,
          type: article.type,
          origin_url: article.type === ARTICLE_TYPE.original ? null : article.originUrl,
          is_top: article.pinned ? PINNED : NOT_PINNED,
          top_order: article.pinned ? article.topOrder : 0,
        };
        const now = nowIso();
        let id: number;
        if ('id' in target) {
          await trx
            .updateTable('article')
            .set({ ...columns, ...(article.createdAt ? { created_at: article.createdAt } : {}), updated_at: article.updatedAt ?? now })
            .where('id', '=', target.id)
            .execute();
          id = target.id;
        } else {
          const created = article.createdAt ?? now;
          const row = await trx
            .insertInto('article')
            .values({ ...columns, slug: article.slug, author_id: target.authorId, created_at: created, updated_at: article.updatedAt ?? created })
            .returning('id')
            .executeTakeFirstOrThrow();
          id = row.id;
        }
        await writer.replaceTags(id, tagIds);
        return id;
      });
    },

    /** The text of an article this import wrote, once its links to the other posts are known. */
    async rewriteContent(id: number, content: string, description: string | null): Promise<void> {
      await k
        .updateTable('article')
        .set({ content, ...descriptionColumns(description, content) })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type ImportWriter = ReturnType<typeof createImportWriter>;

/** A draft may lack a category; a published article is filed under FALLBACK_CATEGORY. */
export const needsFallbackCategory = (status: number, category: string | null) => status !== ARTICLE_STATUS.draft && !category;
