import { ARTICLE_STATUS, USER_ROLE } from '@blog/contract';
import { nowIso, type Db } from '../connection';
import { analyzeDatabase } from '../maintenance';
import { DEMO_ARTICLES } from './articles';
import { publishedAt } from './demo';
import { coverName } from './images';
import { insertArticles, type ArticleWithTags } from './insert';
import { randomFrom, type Random } from './palette';
import { DEMO_CATEGORIES, DEMO_TAGS, ensureNamed } from './taxonomy';
import { seedImageUrl, type DemoArticle } from './types';

const TITLE_PREFIXES = ['', '再谈：', '笔记：', '实践：', '复盘：', '续篇：', '问答：'];
const SPAN_DAYS = 3 * 365;

/** Keeps the opening paragraph and rotates the `##` sections, so bulk bodies differ from each other. */
function remix(content: string, shift: number): string {
  const [intro = '', ...sections] = content.split(/\n(?=## )/);
  if (sections.length === 0) return content;
  const k = shift % sections.length;
  return [intro, ...sections.slice(k), ...sections.slice(0, k)].join('\n');
}

function pickTags(base: DemoArticle, rnd: Random): string[] {
  const extra = DEMO_TAGS[Math.floor(rnd() * DEMO_TAGS.length)] ?? DEMO_TAGS[0];
  return [...new Set([...base.tags, extra])].slice(0, 4);
}

/**
 * Adds `count` public articles built from the demo texts, for benchmarks. Deterministic for a
 * given count; dates spread evenly over the last three years.
 */
export async function seedBulkArticles(db: Db, count: number): Promise<void> {
  if (!Number.isInteger(count) || count <= 0) return;
  const sources = DEMO_ARTICLES.filter((a) => (a.status ?? ARTICLE_STATUS.public) === ARTICLE_STATUS.public);
  const timestamp = nowIso();
  const now = Date.now();
  const rnd = randomFrom(count);

  await db.kysely.transaction().execute(async (trx) => {
    const categoryIds = await ensureNamed(trx, 'category', DEMO_CATEGORIES, timestamp);
    const tagIds = await ensureNamed(trx, 'tag', DEMO_TAGS, timestamp);
    const admin = await trx.selectFrom('user').select('id').where('role', '=', USER_ROLE.admin).orderBy('id').executeTakeFirst();

    const items: ArticleWithTags[] = [];
    for (let i = 0; i < count; i++) {
      const base = sources[i % sources.length] ?? sources[0];
      if (!base) throw new Error('没有可用的演示文章');
      const round = Math.floor(i / sources.length);
      const createdAt = publishedAt(now, Math.floor(((count - i) / count) * SPAN_DAYS), i);
      const views = Math.floor(rnd() * 5000);
      items.push({
        article: {
          title: `${TITLE_PREFIXES[round % TITLE_PREFIXES.length] ?? ''}${base.title}（第 ${i + 1} 篇）`,
          description: base.description,
          content: remix(base.content, round),
          cover: seedImageUrl(coverName(base.slug)),
          category_id: categoryIds.get(base.category) ?? null,
          author_id: admin?.id ?? null,
          status: ARTICLE_STATUS.public,
          type: 1,
          created_at: createdAt,
          updated_at: createdAt,
        },
        counts: { view_times: views, thumbs_up_times: Math.floor(views * rnd() * 0.08), reading_duration: views * 60 },
        tagIds: pickTags(base, rnd).flatMap((name) => {
          const id = tagIds.get(name);
          return id === undefined ? [] : [id];
        }),
      });
    }
    await insertArticles(trx, items);
  });
  await analyzeDatabase(db);
}
