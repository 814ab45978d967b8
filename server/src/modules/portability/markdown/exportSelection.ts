import { ARTICLE_STATUS, ARTICLE_TYPE, type MarkdownExportStatus, type MarkdownExportType } from '@blog/contract';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../../db/connection';
import type { Database } from '../../../db/schema';

/** Which live articles a Markdown export takes; an unset field does not filter. */
export interface ExportFilter {
  categoryId?: number;
  tagId?: number;
  status?: MarkdownExportStatus;
}

/** One article as the export writes it: the row plus its category and tag names. */
export interface ExportArticle {
  id: number;
  title: string;
  /** What the blogger typed; '' for one taken from the text, which the import takes again. */
  description: string;
  content: string;
  cover: string;
  categoryName: string | null;
  tagNames: string[];
  status: MarkdownExportStatus;
  type: MarkdownExportType;
  originUrl: string;
  isTop: boolean;
  topOrder: number;
  createdAt: string;
  updatedAt: string;
}

const STATUS_CODE: Record<MarkdownExportStatus, number> = {
  public: ARTICLE_STATUS.public,
  private: ARTICLE_STATUS.private,
  draft: ARTICLE_STATUS.draft,
  scheduled: ARTICLE_STATUS.scheduled,
};
const STATUS_NAME = new Map<number, MarkdownExportStatus>(Object.entries(STATUS_CODE).map(([name, code]) => [code, name as MarkdownExportStatus]));
const TYPE_NAME = new Map<number, MarkdownExportType>([
  [ARTICLE_TYPE.original, 'original'],
  [ARTICLE_TYPE.reprint, 'reprint'],
  [ARTICLE_TYPE.translation, 'translation'],
]);

/** Articles read per query: the export never loads the whole blog at once. */
const PAGE = 100;

type ArticleQuery<O> = SelectQueryBuilder<Database, 'article', O>;

/** Live (not recycled) articles matching `filter`. */
function filtered<O>(query: ArticleQuery<O>, filter: ExportFilter): ArticleQuery<O> {
  let q = query.where('article.deleted_at', 'is', null);
  if (filter.categoryId !== undefined) q = q.where('article.category_id', '=', filter.categoryId);
  if (filter.status !== undefined) q = q.where('article.status', '=', STATUS_CODE[filter.status]);
  const tagId = filter.tagId;
  if (tagId !== undefined) {
    q = q.where(({ exists, selectFrom }) =>
      exists(selectFrom('article_tag').select('article_tag.tag_id').whereRef('article_tag.article_id', '=', 'article.id').where('article_tag.tag_id', '=', tagId)),
    );
  }
  return q;
}

/** How many articles an export with `filter` would write. */
export async function countExportArticles(db: Db, filter: ExportFilter): Promise<number> {
  const row = await filtered(db.kysely.selectFrom('article').select(({ fn }) => fn.countAll<number | string>().as('count')), filter).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The matching articles, oldest id first, a page at a time. */
export async function* readExportArticles(db: Db, filter: ExportFilter): AsyncGenerator<ExportArticle> {
  let afterId = 0;
  for (;;) {
    const rows = await filtered(
      db.kysely
        .selectFrom('article')
        .leftJoin('category', 'category.id', 'article.category_id')
        .select([
          'article.id',
          'article.title',
          'article.description',
          'article.description_auto',
          'article.content',
          'article.cover',
          'article.status',
          'article.type',
          'article.origin_url',
          'article.is_top',
          'article.top_order',
          'article.created_at',
          'article.updated_at',
          'category.category_name',
        ]),
      filter,
    )
      .where('article.id', '>', afterId)
      .orderBy('article.id')
      .limit(PAGE)
      .execute();
    if (rows.length === 0) return;
    const tags = await db.kysely
      .selectFrom('article_tag')
      .innerJoin('tag', 'tag.id', 'article_tag.tag_id')
      .select(['article_tag.article_id', 'tag.tag_name'])
      .where(
        'article_tag.article_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('tag.id')
      .execute();
    for (const row of rows) {
      yield {
        id: row.id,
        title: row.title,
        description: row.description_auto === 1 ? '' : row.description,
        content: row.content,
        cover: row.cover,
        categoryName: row.category_name,
        tagNames: tags.filter((tag) => tag.article_id === row.id).map((tag) => tag.tag_name),
        status: STATUS_NAME.get(row.status) ?? 'draft',
        type: TYPE_NAME.get(row.type) ?? 'original',
        originUrl: row.origin_url ?? '',
        isTop: row.is_top === 1,
        topOrder: row.top_order,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      };
    }
    afterId = rows[rows.length - 1]!.id;
  }
}
