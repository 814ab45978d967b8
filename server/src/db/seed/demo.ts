import type { Kysely } from 'kysely';
import { LIKE_TYPE, PAGE_HEADER_ROUTES } from '@blog/contract';
import { nowIso, type Db } from '../connection';
import type { Database } from '../schema';
import { DEMO_ARTICLES } from './articles';
import { coverName, headerName } from './images';
import { insertArticles, type ArticleWithTags } from './insert';
import { demoSiteConfig } from './site';
import { insertDemoAboutPage } from './aboutPage';
import { DEMO_CATEGORIES, DEMO_TAGS, ensureNamed } from './taxonomy';
import { seedImageUrl, type DemoArticle } from './types';

const DAY_MS = 86_400_000;

/** Publication time: `daysAgo` days back, at a plausible evening hour that differs per article. */
export function publishedAt(now: number, daysAgo: number, salt: number): string {
  const hour = 19 + (salt % 4);
  const date = new Date(now - daysAgo * DAY_MS);
  date.setUTCHours(hour - 8, (salt * 17) % 60, (salt * 31) % 60, 0);
  return date.toISOString();
}

function toRow(demo: DemoArticle, index: number, now: number, authorId: number, categoryIds: Map<string, number>, tagIds: Map<string, number>): ArticleWithTags {
  const createdAt = publishedAt(now, demo.daysAgo, index);
  const lookup = (map: Map<string, number>, name: string): number => {
    const id = map.get(name);
    if (id === undefined) throw new Error(`演示文章 ${demo.slug} 引用了不存在的分类或标签：${name}`);
    return id;
  };
  return {
    article: {
      title: demo.title,
      description: demo.description,
      content: demo.content,
      cover: seedImageUrl(coverName(demo.slug)),
      category_id: lookup(categoryIds, demo.category),
      author_id: authorId,
      is_top: demo.topOrder === undefined ? 2 : 1,
      top_order: demo.topOrder ?? 0,
      status: demo.status ?? 1,
      type: demo.type ?? 1,
      origin_url: demo.originUrl ?? null,
      created_at: createdAt,
      updated_at: createdAt,
    },
    tagIds: demo.tags.map((tag) => lookup(tagIds, tag)),
    counts: { view_times: demo.viewTimes, thumbs_up_times: demo.thumbsUp, reading_duration: demo.viewTimes * (40 + (index % 5) * 25) },
  };
}

/**
 * The like rows behind the demo articles' like counts (a count always equals its rows): anonymous
 * demo readers `demo:<n>`, a key no request can produce (likerKey gives `u:`, `v:` or `ip:`).
 */
async function insertDemoLikes(trx: Kysely<Database>, articles: readonly { articleId: number; likes: number }[], stamp: string): Promise<void> {
  const rows = articles.flatMap(({ articleId, likes }) =>
    Array.from({ length: likes }, (_, i) => ({ type: LIKE_TYPE.article, for_id: articleId, liker: `demo:${i + 1}`, user_id: null, created_at: stamp, updated_at: stamp })),
  );
  // Well under both engines' bound-parameter limits with 6 columns a row.
  for (let start = 0; start < rows.length; start += 500) await trx.insertInto('like').values(rows.slice(start, start + 500)).execute();
}

/**
 * Demo articles, taxonomy, the 关于 page, site config and page headers in one transaction, so a crash mid-way
 * leaves an empty database that the next start seeds again.
 */
export async function seedDemoContent(db: Db, authorId: number): Promise<void> {
  const timestamp = nowIso();
  const now = Date.now();
  await db.kysely.transaction().execute(async (trx) => {
    const categoryIds = await ensureNamed(trx, 'category', DEMO_CATEGORIES, timestamp);
    const tagIds = await ensureNamed(trx, 'tag', DEMO_TAGS, timestamp);
    // Oldest first, so ids grow with publication dates like on a real blog.
    const ordered = DEMO_ARTICLES.map((demo, index) => ({ demo, index })).sort((a, b) => b.demo.daysAgo - a.demo.daysAgo);
    const ids = await insertArticles(
      trx,
      ordered.map(({ demo, index }) => toRow(demo, index, now, authorId, categoryIds, tagIds)),
    );
    await insertDemoLikes(
      trx,
      ordered.map(({ demo }, i) => ({ articleId: ids[i]!, likes: demo.thumbsUp })),
      timestamp,
    );

    await insertDemoAboutPage(trx, timestamp);

    const config = await trx.selectFrom('site_config').select('id').executeTakeFirst();
    if (!config) await trx.insertInto('site_config').values(demoSiteConfig(timestamp)).execute();

    const headers = await trx.selectFrom('page_header').select('route_name').execute();
    const present = new Set(headers.map((h) => h.route_name));
    const missing = PAGE_HEADER_ROUTES.filter((route) => !present.has(route));
    if (missing.length > 0) {
      await trx
        .insertInto('page_header')
        .values(missing.map((route) => ({ route_name: route, bg_url: seedImageUrl(headerName(route)), created_at: timestamp, updated_at: timestamp })))
        .execute();
    }
  });
}
