import { sql } from 'kysely';
import { ARTICLE_STATUS } from '@blog/contract';
import type { Db } from '../../db/connection';

/** SQL of the article reading calls; every query filters public articles outside the recycle bin only. */

const LIST_COLUMNS = [
  'article.id',
  'article.title',
  'article.description',
  'article.cover',
  'article.type',
  'article.category_id',
  'category.category_name',
  'article.is_top',
  'article.view_times',
  'article.thumbs_up_times',
  'article.reading_duration',
  'article.created_at',
  'article.updated_at',
] as const;

const BRIEF_COLUMNS = ['article.id', 'article.title', 'article.cover', 'article.created_at'] as const;

export interface ArticleListRow {
  id: number;
  title: string;
  description: string;
  cover: string;
  type: number;
  category_id: number | null;
  category_name: string | null;
  is_top: number;
  view_times: number;
  thumbs_up_times: number;
  reading_duration: number;
  created_at: string;
  updated_at: string;
}

export interface ArticleDetailRow extends ArticleListRow {
  content: string;
  origin_url: string | null;
  author_id: number | null;
  /** The writer's nickname; null when the account is gone. */
  author_name: string | null;
}

export interface ArticleBriefRow {
  id: number;
  title: string;
  cover: string;
  created_at: string;
}

export interface ArticleTagRow {
  article_id: number;
  id: number;
  tag_name: string;
}

export interface Paging {
  offset: number;
  limit: number;
}

export function createArticleRepo(db: Db) {
  const k = db.kysely;

  const publicArticles = () =>
    k
      .selectFrom('article')
      .leftJoin('category', 'category.id', 'article.category_id')
      .where('article.status', '=', ARTICLE_STATUS.public)
      .where('article.deleted_at', 'is', null);

  const countOf = async (query: ReturnType<typeof publicArticles>) => {
    const row = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    return Number(row?.total ?? 0);
  };

  const withTag = (tagId: number) =>
    publicArticles().where('article.id', 'in', k.selectFrom('article_tag').select('article_tag.article_id').where('article_tag.tag_id', '=', tagId));

  return {
    /** Pinned first by their order, then newest. */
    homePage({ offset, limit }: Paging): Promise<ArticleListRow[]> {
      return publicArticles()
        .select(LIST_COLUMNS)
        .orderBy('article.is_top', 'asc')
        .orderBy('article.top_order', 'asc')
        .orderBy('article.created_at', 'desc')
        .orderBy('article.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    /** Without the category join: fewer rows to touch than the list queries. */
    async countPublic(): Promise<number> {
      const row = await k
        .selectFrom('article')
        .where('status', '=', ARTICLE_STATUS.public)
        .where('deleted_at', 'is', null)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    byCategoryPage(categoryId: number, { offset, limit }: Paging): Promise<ArticleListRow[]> {
      return publicArticles()
        .where('article.category_id', '=', categoryId)
        .select(LIST_COLUMNS)
        .orderBy('article.created_at', 'desc')
        .orderBy('article.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    countByCategory: (categoryId: number) => countOf(publicArticles().where('article.category_id', '=', categoryId)),

    byTagPage(tagId: number, { offset, limit }: Paging): Promise<ArticleListRow[]> {
      return withTag(tagId)
        .select(LIST_COLUMNS)
        .orderBy('article.created_at', 'desc')
        .orderBy('article.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    countByTag: (tagId: number) => countOf(withTag(tagId)),

    async tagsOf(articleIds: number[]): Promise<ArticleTagRow[]> {
      if (articleIds.length === 0) return [];
      return k
        .selectFrom('article_tag')
        .innerJoin('tag', 'tag.id', 'article_tag.tag_id')
        .select(['article_tag.article_id', 'tag.id', 'tag.tag_name'])
        .where('article_tag.article_id', 'in', articleIds)
        .orderBy('tag.id', 'asc')
        .execute();
    },

    timelinePage({ offset, limit }: Paging): Promise<ArticleBriefRow[]> {
      return publicArticles()
        .select(BRIEF_COLUMNS)
        .orderBy('article.created_at', 'desc')
        .orderBy('article.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    findPublic(id: number): Promise<ArticleDetailRow | undefined> {
      return publicArticles()
        .leftJoin('user', 'user.id', 'article.author_id')
        .where('article.id', '=', id)
        .select([...LIST_COLUMNS, 'article.content', 'article.origin_url', 'article.author_id', 'user.nick_name as author_name'])
        .executeTakeFirst();
    },

    async incrementViews(id: number): Promise<void> {
      await k
        .updateTable('article')
        .set((eb) => ({ view_times: eb('view_times', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /**
     * The public article with the next lower id ('previous') or the next higher id ('next'), as
     * the original server chose them.
     */
    neighbour(currentId: number, direction: 'previous' | 'next'): Promise<ArticleBriefRow | undefined> {
      const lower = direction === 'previous';
      return publicArticles()
        .select(BRIEF_COLUMNS)
        .where('article.id', lower ? '<' : '>', currentId)
        .orderBy('article.id', lower ? 'desc' : 'asc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Most shared tags first, then same category, then newest; never the article itself. */
    recommendations(current: { id: number; category_id: number | null }, limit: number): Promise<ArticleBriefRow[]> {
      // "order by 0" would name a column position (an error): without a category, no such term.
      const sameCategory = current.category_id === null ? null : sql<number>`case when article.category_id = ${current.category_id} then 1 else 0 end`;
      const byTags = publicArticles()
        .select(BRIEF_COLUMNS)
        .where('article.id', '<>', current.id)
        .orderBy(
          (eb) =>
            eb
              .selectFrom('article_tag as other')
              .select((inner) => inner.fn.countAll<number>().as('n'))
              .whereRef('other.article_id', '=', 'article.id')
              .where('other.tag_id', 'in', k.selectFrom('article_tag as mine').select('mine.tag_id').where('mine.article_id', '=', current.id)),
          'desc',
        );
      return (sameCategory ? byTags.orderBy(sameCategory, 'desc') : byTags)
        .orderBy('article.created_at', 'desc')
        .orderBy('article.id', 'desc')
        .limit(limit)
        .execute();
    },

    hot(limit: number) {
      return publicArticles()
        .select(['article.id', 'article.title', 'article.view_times'])
        .orderBy('article.view_times', 'desc')
        .orderBy('article.created_at', 'desc')
        .orderBy('article.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Adds seconds of reading (the column's unit) to a public article; false when there is no such article. */
    async addReadingDuration(id: number, seconds: number): Promise<boolean> {
      const result = await k
        .updateTable('article')
        .set((eb) => ({ reading_duration: eb('reading_duration', '+', seconds) }))
        .where('id', '=', id)
        .where('status', '=', ARTICLE_STATUS.public)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type ArticleRepo = ReturnType<typeof createArticleRepo>;
