import { beforeAll, expect, it } from 'vitest';
import { ARTICLE_STATUS, type ArticleRecommendations } from '@blog/contract';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { get, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

/**
 * 上一篇 / 下一篇 follow the publish date (then the id), never the insertion order alone: a blog
 * imported after the site started has old posts with high ids, and they must not interleave.
 */
describeEachEngine('上一篇、下一篇按发布时间', (engine) => {
  const server = useTestServer(engine);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const f = fixtures(server.db);
    const add = async (title: string, createdAt: string, status: number = ARTICLE_STATUS.public) => {
      ids[title] = await f.article({ title, createdAt, status });
    };
    // Written on the new site first …
    await add('新站第一篇', '2026-01-05T08:00:00.000Z');
    await add('新站第二篇', '2026-02-10T08:00:00.000Z');
    // … then a history imported from another blog (higher ids, older dates).
    await add('旧博客 2021', '2021-06-01T08:00:00.000Z');
    await add('旧博客 2023', '2023-03-01T08:00:00.000Z');
    await add('旧博客私密', '2024-01-01T08:00:00.000Z', ARTICLE_STATUS.private);
    await add('旧博客草稿', '2025-01-01T08:00:00.000Z', ARTICLE_STATUS.draft);
    // Two posts of the same second: the id decides between them.
    await add('同一秒甲', '2024-05-05T05:05:05.000Z');
    await add('同一秒乙', '2024-05-05T05:05:05.000Z');
  });

  const around = async (title: string) => {
    const { previous, next } = resultOf(await get<ArticleRecommendations>(server, `/api/article/getRecommendArticleById/${ids[title]}`));
    return { previous: previous.article_title, next: next.article_title };
  };

  it('上一篇是时间上更早的一篇，下一篇是更晚的一篇；私密和草稿跳过', async () => {
    // Public ones by date: 2021, 2023, 同一秒甲, 同一秒乙, 新站第一篇, 新站第二篇.
    expect(await around('新站第二篇')).toEqual({ previous: '新站第一篇', next: '新站第二篇' });
    expect(await around('新站第一篇')).toEqual({ previous: '同一秒乙', next: '新站第二篇' });
    expect(await around('旧博客 2023')).toEqual({ previous: '旧博客 2021', next: '同一秒甲' });
    expect(await around('旧博客 2021')).toEqual({ previous: '旧博客 2021', next: '旧博客 2023' });
  });

  it('同一时间发布的按编号排先后', async () => {
    expect(await around('同一秒甲')).toEqual({ previous: '旧博客 2023', next: '同一秒乙' });
    expect(await around('同一秒乙')).toEqual({ previous: '同一秒甲', next: '新站第一篇' });
  });
});
