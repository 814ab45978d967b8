import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { ARTICLE_STATUS, type SearchHit } from '@blog/contract';
import { createSearchRepo } from '../src/modules/search/repo';
import { adminApi, visitorApi } from './article-admin-helpers';
import { createAdminAccounts, type AdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { get, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

const search = async (server: Parameters<typeof get>[0], text: string) =>
  resultOf(await get<SearchHit[]>(server, `/api/article/getArticleListByContent/${encodeURIComponent(text)}`));

/** Deterministic pseudo-random numbers, so a failing corpus can be built again. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

// A small alphabet, so that short terms hit some articles and miss others.
const CHINESE = [...'数据前端音乐内存泄漏索引缓存量子纠缠性能测试'];
const LATIN = [...'abcdeABCDE'];
const OTHER = [' ', '.', '+', '🎵', '%', '_'];

interface CorpusArticle {
  id: number;
  title: string;
  content: string;
  visible: boolean;
  createdAt: string;
}

function randomText(rnd: () => number, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) {
    const pick = rnd();
    const from = pick < 0.75 ? CHINESE : pick < 0.95 ? LATIN : OTHER;
    text += from[Math.floor(rnd() * from.length)];
  }
  return text;
}

/** Case-insensitive for ASCII letters only: what LIKE does on SQLite, and ILIKE on PostgreSQL for this alphabet. */
const fold = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
const bruteForce = (corpus: CorpusArticle[], term: string) =>
  corpus
    .filter((a) => a.visible && (fold(a.title).includes(fold(term)) || fold(a.content).includes(fold(term))))
    .sort((a, b) => {
      const titleFirst = Number(fold(b.title).includes(fold(term))) - Number(fold(a.title).includes(fold(term)));
      return titleFirst || b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
    })
    .map((a) => a.id);

describeEachEngine('文章搜索索引：任意长度的词都走索引且结果完整', (engine) => {
  const server = useTestServer(engine);
  const corpus: CorpusArticle[] = [];

  beforeAll(async () => {
    const rnd = randomFrom(30);
    const rows = [];
    for (let i = 0; i < 2000; i++) {
      const status = rnd() < 0.1 ? ARTICLE_STATUS.private : ARTICLE_STATUS.public;
      const deleted = rnd() < 0.05;
      const createdAt = new Date(Date.UTC(2020, 0, 1) + Math.floor(rnd() * 1000) * 86_400_000).toISOString();
      rows.push({
        title: randomText(rnd, 4 + Math.floor(rnd() * 8)),
        description: '',
        content: randomText(rnd, 20 + Math.floor(rnd() * 160)),
        cover: '',
        category_id: null,
        author_id: null,
        is_top: 2,
        top_order: 0,
        status,
        type: 1,
        origin_url: null,
        created_at: createdAt,
        updated_at: createdAt,
        deleted_at: deleted ? createdAt : null,
      });
    }
    for (let start = 0; start < rows.length; start += 250) {
      const batch = rows.slice(start, start + 250);
      const inserted = await server.db.kysely.insertInto('article').values(batch).returning('id').execute();
      inserted.forEach((row, i) => {
        const source = batch[i]!;
        corpus.push({
          id: row.id,
          title: source.title,
          content: source.content,
          visible: source.status === ARTICLE_STATUS.public && source.deleted_at === null,
          createdAt: source.created_at,
        });
      });
    }
  }, 120_000);

  it('1、2、3、4 个字和更长的词，中文、拉丁字母、混合、emoji：与逐篇扫描的结果一致', async () => {
    const repo = createSearchRepo(server.db);
    const rnd = randomFrom(7);
    const terms = new Set<string>(['数', '数据', '内存泄漏', 'a', 'Ab', 'abc', 'ABCDE', '🎵', '🎵数', '.', '%', '_', 'a_', '据 ', '数据A', '量子纠缠性能测试', '没有的词']);
    // Substrings of the corpus (hits) and random strings (mostly misses), every length from 1 to 6.
    for (let i = 0; i < 120; i++) {
      const article = corpus[Math.floor(rnd() * corpus.length)]!;
      const chars = [...article.content];
      const length = 1 + (i % 6);
      const at = Math.floor(rnd() * Math.max(1, chars.length - length));
      terms.add(chars.slice(at, at + length).join(''));
      terms.add(randomText(rnd, length));
    }
    let withHits = 0;
    for (const term of terms) {
      if (!term.trim()) continue;
      const expected = bruteForce(corpus, term);
      if (expected.length > 0) withHits++;
      const found = (await repo.search(term, 5000)).map((row) => row.id);
      expect({ term, found }).toEqual({ term, found: expected });
    }
    // The comparison means something: most terms find articles.
    expect(withHits).toBeGreaterThan(terms.size / 3);
  }, 120_000);

  it('接口的前 20 条与逐篇扫描的前 20 条一致，片段含匹配处', async () => {
    for (const term of ['数据', '泄漏', 'cd']) {
      const hits = await search(server, term);
      expect(hits.map((h) => h.id)).toEqual(bruteForce(corpus, term).slice(0, 20));
      for (const hit of hits) {
        const article = corpus.find((a) => a.id === hit.id)!;
        if (fold(article.content).includes(fold(term))) expect(fold(hit.passage)).toContain(fold(term));
      }
    }
  });

  if (engine.name === 'postgres') {
    it('PostgreSQL 的查询计划使用搜索索引，不逐行扫描正文', async () => {
      const repo = createSearchRepo(server.db);
      // Before and after an ANALYZE: rows just inserted, and the statistics the site keeps after bulk writes.
      for (const analyze of [false, true]) {
        if (analyze) await sql`ANALYZE article`.execute(server.db.kysely);
        for (const term of ['数据', '数', '内存泄漏', 'abc', '没有的词']) {
          const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${repo.searchQuery(term, 20)}`.execute(server.db.kysely);
          const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
          expect(plan, `${term}\n${plan}`).toContain('article_search_gram_idx');
          expect(plan, `${term}\n${plan}`).not.toContain('Seq Scan on article');
        }
      }
    });
  }
});

describeEachEngine('文章搜索：片段与写入后的索引', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;
  const admin = adminApi(server, () => accounts.adminToken);
  const visitor = visitorApi(server);
  const ids: Record<string, number> = {};
  const filler = '正文开头的一段普通文字，和搜索的词毫无关系。'.repeat(8);

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'srch');
    const f = fixtures(server.db);
    ids.go = await f.article({
      title: 'Go 的通道',
      content: `${filler}\n\n\`\`\`go\nfunc drain(in <-chan Item) <-chan Result {\n\tout := make(chan Result)\n\t// 通道关闭前的内存泄漏\n\treturn out\n}\n\`\`\`\n\n结尾。`,
    });
    ids.ts = await f.article({
      title: 'TypeScript 泛型',
      content: `${filler}\n\n\`\`\`ts\nfunction run(task: Task<T>): Promise<T> { return task.start(); } // 任务调度器\n\`\`\`\n\n行内代码 \`Map<K, V>\` 也算。`,
    });
    ids.emoji = await f.article({ title: '一个表情', content: `${filler}今天听到一首好歌🎵，循环了一晚上。` });
  });

  it('代码块里含 < 和 > 的命中：片段包含匹配处', async () => {
    const [go] = await search(server, '内存泄漏');
    expect(go?.id).toBe(ids.go);
    expect(go?.article_content.startsWith('内存泄漏')).toBe(true);
    expect(go?.passage).toContain('<-chan Result');
    expect(go?.passage).toContain('内存泄漏');

    const [ts] = await search(server, '任务调度器');
    expect(ts?.id).toBe(ids.ts);
    expect(ts?.passage).toContain('Task<T>');
    expect(ts?.article_content.startsWith('任务调度器')).toBe(true);
    expect((await search(server, 'Map<K, V>'))[0]?.passage).toContain('Map<K, V>');
  });

  it('一个字和 emoji 也能搜到', async () => {
    expect((await search(server, '🎵')).map((h) => h.id)).toEqual([ids.emoji]);
    expect((await search(server, '歌🎵')).map((h) => h.id)).toEqual([ids.emoji]);
    expect((await search(server, '🎵')).at(0)?.article_content.startsWith('🎵')).toBe(true);
    expect((await search(server, '晚')).map((h) => h.id)).toEqual([ids.emoji]);
  });

  it('新建、修改、发布与取消发布、回收与还原、彻底删除之后立刻搜得到或搜不到', async () => {
    const found = async (text: string) => (await visitor.search(text)).map((h) => h.id);
    const id = await admin.created({ article_title: '新写的文章', article_content: '雾凇沆砀，天与云与山与水。' });
    expect(await found('雾凇')).toEqual([id]);

    resultOf(await admin.update({ id, article_title: '改过的文章', article_content: '湖心亭看雪。', category_name: '默认分类', tag_names: [], status: ARTICLE_STATUS.public }));
    expect(await found('雾凇')).toEqual([]);
    expect(await found('湖心')).toEqual([id]);
    expect(await found('改过')).toEqual([id]);

    resultOf(await admin.isPublic(id, ARTICLE_STATUS.private));
    expect(await found('湖心')).toEqual([]);
    resultOf(await admin.isPublic(id, ARTICLE_STATUS.public));
    expect(await found('湖心')).toEqual([id]);

    resultOf(await admin.recycle(id));
    expect(await found('湖心')).toEqual([]);
    resultOf(await admin.revert(id));
    expect(await found('湖心')).toEqual([id]);

    resultOf(await admin.recycle(id));
    resultOf(await admin.deleteForever(id));
    expect(await found('湖心')).toEqual([]);
    // A new article that takes the same words is found alone.
    const again = await admin.created({ article_title: '再写一篇', article_content: '湖心亭看雪，又一次。' });
    expect(await found('湖心')).toEqual([again]);
  });
});

