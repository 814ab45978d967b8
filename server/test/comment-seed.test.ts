import { beforeAll, expect, it } from 'vitest';
import { COMMENT_TYPE, LIKE_TYPE, type CommentTotal, type PageResult, type ParentComment } from '@blog/contract';
import { DEMO_ARTICLES } from '../src/db/seed/articles';
import { seedArticleComments } from '../src/db/seed/community/comments';
import { ensureDemoPeople } from '../src/db/seed/community/people';
import { communityFixtures } from './comment-fixtures';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { post, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

describeEachEngine('演示评论', (engine) => {
  const server = useTestServer(engine);
  const articleIds = new Map<string, number>();
  let written = 0;

  beforeAll(async () => {
    const adminId = await communityFixtures(server.db).user('seed_admin', { admin: true });
    for (const demo of DEMO_ARTICLES.filter((a) => ['typescript-narrowing', 'sqlite-wal'].includes(a.slug))) {
      articleIds.set(demo.slug, await fixtures(server.db).article({ title: demo.title, createdAt: '2024-05-01T00:00:00.000Z' }));
    }
    // Only two of the commented articles exist here: the others are skipped, not an error.
    written = await seedArticleComments(server.db, await ensureDemoPeople(server.db, adminId));
  });

  const page = async (slug: string, current = 1) =>
    resultOf(
      await post<PageResult<ParentComment>>(server, '/api/comment/frontGetParentComment', { type: COMMENT_TYPE.article, for_id: articleIds.get(slug), current, size: 10 }),
    );

  it('评论、回复和点赞都能通过接口读到，计数与点赞记录一致', async () => {
    const k = server.db.kysely;
    const stored = await k.selectFrom('comment').select(['id', 'thumbs_up', 'created_at']).execute();
    expect(stored).toHaveLength(written);
    for (const row of stored) {
      const likes = await k.selectFrom('like').select('id').where('type', '=', LIKE_TYPE.comment).where('for_id', '=', row.id).execute();
      expect(row.thumbs_up).toBe(likes.length);
      expect(row.created_at >= '2024-05-01T00:00:00.000Z' && row.created_at <= new Date().toISOString()).toBe(true);
    }

    const ts = await page('typescript-narrowing');
    const totals = resultOf(await post<CommentTotal>(server, '/api/comment/getCommentTotal', { type: COMMENT_TYPE.article, for_id: articleIds.get('typescript-narrowing') }));
    expect(totals).toBe(ts.list.reduce((n, c) => n + 1 + c.reply_count, 0));
    // The busiest thread has more replies than one page shows, and replies that answer replies.
    const busy = ts.list.find((c) => c.reply_count > c.replies.length)!;
    expect(busy.replies).toHaveLength(5);
    expect(busy.replies.some((r) => r.to_id !== busy.from_id)).toBe(true);
    expect(busy.thumbs_up).toBeGreaterThan(0);
  });

  it('SQLite 那篇的一级评论多于一页，第 2 页接着列出', async () => {
    const first = await page('sqlite-wal');
    expect(first.total).toBeGreaterThan(10);
    expect(first.list).toHaveLength(10);
    const second = await page('sqlite-wal', 2);
    expect(second.list).toHaveLength(first.total - 10);
    expect(new Set([...first.list, ...second.list].map((c) => c.id)).size).toBe(first.total);
  });
});
