import { beforeAll, expect, it } from 'vitest';
import { ARTICLE_STATUS, LIMITS, type SearchHit } from '@blog/contract';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { get, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

const filler = (n: number) => '这是一段用来撑开篇幅的普通文字。'.repeat(n);

const search = async (server: Parameters<typeof get>[0], text: string) =>
  resultOf(await get<SearchHit[]>(server, `/api/article/getArticleListByContent/${encodeURIComponent(text)}`));

describeEachEngine('文章搜索', (engine) => {
  const server = useTestServer(engine);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const f = fixtures(server.db);
    ids.cache = await f.article({
      title: '服务端性能笔记',
      createdAt: '2024-01-01T00:00:00.000Z',
      content: `# 开篇\n\n${filler(20)}\n\n## 缓存\n\n我们用 **Redis** 做缓存，命中率提升明显。\n\n${filler(20)}`,
    });
    ids.vector = await f.article({
      title: '检索的故事',
      createdAt: '2024-02-01T00:00:00.000Z',
      content: `${filler(10)}\n\n> 向量检索适合语义相近的问题。\n\n| 方案 | 说明 |\n| --- | --- |\n| FTS | 全文 |\n\n${filler(10)}`,
    });
    ids.titleOnly = await f.article({ title: '缓存失效的三种模式', createdAt: '2023-01-01T00:00:00.000Z', content: `${filler(3)}` });
    ids.secret = await f.article({ title: '私密的缓存', status: ARTICLE_STATUS.private, content: '缓存 向量检索 私密' });
    ids.wild = await f.article({ title: '百分比', createdAt: '2022-01-01T00:00:00.000Z', content: '完成度 100% 了，变量名 a_b 也在。' });
    ids.quote = await f.article({ title: 'FTS 语法', createdAt: '2021-01-01T00:00:00.000Z', content: 'He said "hello" AND NEAR(x) 都是普通文字。' });
  });

  it('两个字的中文：标题命中在前，其余最新在前，不含私密文章', async () => {
    const hits = await search(server, '缓存');
    expect(hits.map((h) => h.id)).toEqual([ids.titleOnly, ids.cache]);
  });

  it('命中片段是匹配处前后一段，而不是全文', async () => {
    const [hit] = (await search(server, '缓存')).filter((h) => h.id === ids.cache);
    expect(hit?.passage).toContain('Redis 做缓存');
    expect(hit?.passage.startsWith('…')).toBe(true);
    expect(hit?.passage.endsWith('…')).toBe(true);
    expect([...(hit?.passage ?? '')].length).toBeLessThanOrEqual(LIMITS.searchPassageRadius * 2 + 2 + 2);
    // Markdown markup is stripped from the passage.
    expect(hit?.passage).not.toContain('**');
    // The original client's snippet starts at the match and runs 12 characters past it.
    expect(hit?.article_content.startsWith('缓存')).toBe(true);
    expect([...(hit?.article_content ?? '')]).toHaveLength(2 + 12);
  });

  it('四个字的中文走全文索引，片段包含匹配处', async () => {
    const hits = await search(server, '向量检索');
    expect(hits.map((h) => h.id)).toEqual([ids.vector]);
    expect(hits[0]?.article_title).toBe('检索的故事');
    expect(hits[0]?.passage).toContain('向量检索适合语义相近的问题');
    expect(hits[0]?.passage).not.toContain('>');
    expect(hits[0]?.article_content.startsWith('向量检索适合语义相近的问题')).toBe(true);
  });

  it('只有标题命中时，片段取正文开头', async () => {
    const hits = await search(server, '三种模式');
    expect(hits.map((h) => h.id)).toEqual([ids.titleOnly]);
    expect(hits[0]?.article_content.startsWith('这是一段')).toBe(true);
  });

  it('英文不区分大小写', async () => {
    expect((await search(server, 'redis')).map((h) => h.id)).toEqual([ids.cache]);
    expect((await search(server, 'REDIS')).map((h) => h.id)).toEqual([ids.cache]);
  });

  it('LIKE 通配符按字面匹配', async () => {
    expect((await search(server, '%')).map((h) => h.id)).toEqual([ids.wild]);
    expect((await search(server, '0%')).map((h) => h.id)).toEqual([ids.wild]);
    expect((await search(server, 'a_b')).map((h) => h.id)).toEqual([ids.wild]);
    expect(await search(server, '_x')).toEqual([]);
  });

  it('全文检索语法按字面短语处理，不报错', async () => {
    expect((await search(server, '"hello"')).map((h) => h.id)).toEqual([ids.quote]);
    expect((await search(server, 'AND NEAR(')).map((h) => h.id)).toEqual([ids.quote]);
    expect(await search(server, 'OR *')).toEqual([]);
  });

  it('没有结果时返回空列表', async () => {
    expect(await search(server, '完全不存在的词语')).toEqual([]);
  });
});
