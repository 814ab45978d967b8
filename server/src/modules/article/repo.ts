import { sql } from 'kysely';
import { ARTICLE_STATUS, LIKE_TYPE } from '@blog/contract';
import type { Db } from '../../db/connection';
import { slugHolder } from '../permalink/slugStore';
import { articleCounters, COUNTER_COLUMNS } from './counters';

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
  ...COUNTER_COLUMNS,
  'article.created_at',
  'article.updated_at',
  // With updated_at, what tells a saved text from the next (wordCounts.ts) without reading it.
  sql<number>`length(article.content)`.as('content_length'),
] as const;

const DETAIL_COLUMNS = [...LIST_COLUMNS, 'article.slug', 'article.content', 'article.origin_url', 'article.author_id', 'user.nick_name as author_name'] as const;

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
  /** Characters in the text. */
  content_length: number;
}

export interface ArticleDetailRow extends ArticleListRow {
  /** Its /post/ address; null only for a row a bulk insert has not given one yet. */
  slug: string | null;
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

export interface HotRow {
  id: number;
  title: string;
  view_times: number;
}

export function createArticleRepo(db: Db) {
  const k = db.kysely;
  const counters = articleCounters(db);

  // The counters come from article_stat; a left join on its key, which a query that reads no
  // counter leaves out (both engines drop such a join).
  const publicArticles = () =>
    k
      .selectFrom('article')
      .leftJoin('category', 'category.id', 'article.category_id')
      .leftJoin('article_stat', 'article_stat.article_id', 'article.id')
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

    /** The texts of these articles (any status), for counting their words. */
    textsOf(articleIds: number[]): Promise<{ id: number; content: string }[]> {
      if (articleIds.length === 0) return Promise.resolve([]);
      return k.selectFrom('article').select(['id', 'content']).where('id', 'in', articleIds).execute();
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
        .select(DETAIL_COLUMNS)
        .executeTakeFirst();
    },

    /**
     * The article page's one read (issue 30: a view is at most two round trips, this and the view
     * count): the public article with its tags and whether `liker` has liked it, in one statement.
     */
    async findPublicForReader(id: number, liker: string | null): Promise<(ArticleDetailRow & { tags: ArticleTagRow[]; liked: boolean }) | undefined> {
      // Tags as a JSON array in id order: PostgreSQL's json_agg (parsed by the driver), SQLite's
      // json_group_array over an ordered subquery (a string).
      const tags =
        db.dialect === 'postgres'
          ? sql<unknown>`(select coalesce(json_agg(json_build_object('id', tag.id, 'tag_name', tag.tag_name) order by tag.id), '[]'::json)
              from article_tag join tag on tag.id = article_tag.tag_id where article_tag.article_id = article.id)`
          : sql<unknown>`(select json_group_array(json_object('id', t.id, 'tag_name', t.tag_name)) from (select tag.id, tag.tag_name
              from article_tag join tag on tag.id = article_tag.tag_id where article_tag.article_id = article.id order by tag.id) as t)`;
      // No liker: compared with NULL, which matches no row.
      const liked = sql<unknown>`exists (select 1 from ${sql.table('like')} where ${sql.table('like')}.type = ${LIKE_TYPE.article}
        and ${sql.table('like')}.for_id = article.id and ${sql.table('like')}.liker = ${liker})`;
      const row = await publicArticles()
        .leftJoin('user', 'user.id', 'article.author_id')
        .where('article.id', '=', id)
        .select(DETAIL_COLUMNS)
        .select([tags.as('tags_json'), liked.as('liked')])
        .executeTakeFirst();
      if (!row) return undefined;
      const { tags_json, liked: likedValue, ...detail } = row;
      const list = (typeof tags_json === 'string' ? JSON.parse(tags_json) : tags_json) as { id: number; tag_name: string }[];
      return { ...detail, tags: list.map((tag) => ({ article_id: id, id: tag.id, tag_name: tag.tag_name })), liked: Boolean(likedValue) };
    },

    /**
     * Any status outside the recycle bin: only for a 分享预览 link (modules/preview), which names
     * this one article and nothing else; every other reader goes through findPublic.
     */
    findForPreview(id: number): Promise<(ArticleDetailRow & { status: number }) | undefined> {
      return k
        .selectFrom('article')
        .leftJoin('category', 'category.id', 'article.category_id')
        .leftJoin('article_stat', 'article_stat.article_id', 'article.id')
        .leftJoin('user', 'user.id', 'article.author_id')
        .where('article.deleted_at', 'is', null)
        .where('article.id', '=', id)
        .select([...DETAIL_COLUMNS, 'article.status'])
        .executeTakeFirst();
    },

    /** The article a slug names, now or before (an alias); null when none does. */
    async idBySlug(slug: string): Promise<number | null> {
      return (await slugHolder(db.kysely, slug))?.articleId ?? null;
    },

    /** Counts one view in article_stat (never the article row); the counts after it, undefined when the article is gone. */
    countView: counters.countView,

    /**
     * The public article published just before ('previous') or just after ('next') this one: by
     * created_at, then id for the same instant. Not by id alone, which is the insertion order: an
     * imported history has old posts with high ids (ISO strings compare as the instants they name).
     */
    neighbour(current: { id: number; created_at: string }, direction: 'previous' | 'next'): Promise<ArticleBriefRow | undefined> {
      const earlier = direction === 'previous';
      const beyond = earlier ? '<' : '>';
      const order = earlier ? 'desc' : 'asc';
      return publicArticles()
        .select(BRIEF_COLUMNS)
        .where((eb) =>
          eb.or([
            eb('article.created_at', beyond, current.created_at),
            eb.and([eb('article.created_at', '=', current.created_at), eb('article.id', beyond, current.id)]),
          ]),
        )
        .orderBy('article.created_at', order)
        .orderBy('article.id', order)
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

    /**
     * Most viewed first, then newest. Articles with views are read from the top of the
     * article_stat view index; only when fewer than `limit` have any do the newest unviewed ones
     * fill the rest, so the answer is that of one ORDER BY over every public article.
     */
    async hot(limit: number): Promise<HotRow[]> {
      const viewed = await k
        .selectFrom('article_stat')
        .innerJoin('article', 'article.id', 'article_stat.article_id')
        .where('article.status', '=', ARTICLE_STATUS.public)
        .where('article.deleted_at', 'is', null)
        .where('article_stat.view_times', '>', 0)
        .select(['article.id', 'article.title', 'article_stat.view_times'])
        .orderBy('article_stat.view_times', 'desc')
        .orderBy('article.created_at', 'desc')
        .orderBy('article.id', 'desc')
        .limit(limit)
        .execute();
      if (viewed.length >= limit) return viewed;
      const unviewed = await publicArticles()
        .where((eb) => eb.or([eb('article_stat.view_times', 'is', null), eb('article_stat.view_times', '=', 0)]))
        .select(['article.id', 'article.title'])
        .orderBy('article.created_at', 'desc')
        .orderBy('article.id', 'desc')
        .limit(limit - viewed.length)
        .execute();
      return [...viewed, ...unviewed.map((row) => ({ ...row, view_times: 0 }))];
    },

    /** Adds seconds of reading to a public article; false when there is no such article. */
    addReadingDuration: counters.addReadingDuration,
  };
}

export type ArticleRepo = ReturnType<typeof createArticleRepo>;
