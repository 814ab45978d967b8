import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGINAL_IMPORT_MESSAGES, type ArticleDetail, type CommentItem, type MessageItem, type OriginalImportReport, type PageResult } from '@blog/contract';
import { countRows } from '../src/db/tables';
import { ensureAdmin } from '../src/db/seed/admin';
import { importOriginal } from '../src/modules/portability/original/importer';
import { describeEachEngine } from './helpers/engines';
import { storedCounts } from './helpers/factory';
import { get, post, resultOf } from './helpers/http';
import { describeWithMysql } from './helpers/mysql';
import { BLOGGER_PASSWORD, READER_PASSWORD, useFilledOriginal } from './helpers/originalRows';
import { useTestServer } from './helpers/server';

const STORED_IMAGE = /^\/uploads\/img\/[0-9a-f]{64}\.webp$/;
const ADMIN_PASSWORD = 'admin123456a';

describeWithMysql('从原站导入', (mysqlUrl) => {
  const source = useFilledOriginal(mysqlUrl);

  describeEachEngine('导入到空站点', (engine) => {
    const server = useTestServer(engine);
    let report: OriginalImportReport;
    let adminId: number;
    const progress: string[] = [];

    beforeAll(async () => {
      // As after a first start with SEED_DEMO=false: the admin exists, nothing else.
      adminId = await ensureAdmin(server.db, { adminUsername: 'admin', adminPassword: ADMIN_PASSWORD }, () => {});
      report = await importOriginal(server.db, {
        url: source.original.url,
        uploadsDir: source.uploadsDir,
        dataDir: server.config.dataDir,
        onProgress: (p) => progress.push(p.current),
      });
    });

    const table = (name: string) => report.tables.find((t) => t.table === name)!;
    const issuesOf = (name: string) => report.issues.filter((issue) => issue.table === name);

    it('报告每张表读到、导入、跳过的行数，进度逐表推进', () => {
      expect(table('blog_user')).toMatchObject({ read: 5, imported: 3, skipped: 2 });
      expect(table('blog_article')).toMatchObject({ read: 4, imported: 4, skipped: 0 });
      expect(table('blog_article_tag')).toMatchObject({ read: 5, imported: 3, skipped: 2 });
      // ' 前端' and ' Vue' were distinct keys to MySQL; trimmed, they are the first ones again.
      expect(table('blog_category')).toMatchObject({ read: 3, imported: 2, skipped: 1 });
      expect(table('blog_tag')).toMatchObject({ read: 3, imported: 2, skipped: 1 });
      expect(table('blog_comment')).toMatchObject({ read: 8, imported: 5, skipped: 3 });
      expect(table('blog_like')).toMatchObject({ read: 5, imported: 3, skipped: 2 });
      expect(table('blog_chat')).toMatchObject({ read: 3, imported: 2, skipped: 1 });
      expect(table('blog_notify')).toMatchObject({ read: 3, imported: 2, skipped: 1 });
      expect(table('blog_photo')).toMatchObject({ read: 3, imported: 1, skipped: 2 });
      // Only the parent route Layout has no page of its own; Back is kept under its original name.
      expect(table('blog_header')).toMatchObject({ read: 6, imported: 5, skipped: 1 });
      expect(table('blog_config')).toMatchObject({ read: 1, imported: 1 });
      expect(progress).toContain('导入文章');
      expect(progress).toContain('导入评论');
    });

    it('计数与报告一致', async () => {
      const counts = await countRows(server.db);
      expect(counts.user).toBe(4); // our admin + 3 original accounts
      expect(counts.article).toBe(4);
      expect(counts.comment).toBe(5);
      expect(counts.like).toBe(3);
      expect(counts.talk).toBe(2);
      expect(counts.talk_photo).toBe(2);
      expect(counts.link).toBe(2);
      expect(counts.message).toBe(2);
      expect(counts.page_header).toBe(5);
    });

    it('用户：编号被占用时改号，同名账号归到本站账号，bcrypt 哈希原样保存', async () => {
      const users = await server.db.kysely.selectFrom('user').selectAll().orderBy('id').execute();
      const blogger = users.find((u) => u.username === 'blogger')!;
      expect(blogger.id).not.toBe(1);
      expect(blogger.id).not.toBe(adminId);
      expect(blogger).toMatchObject({ role: 1, nick_name: '小张博主', created_at: '2023-05-01T00:00:00.000Z' });
      expect(blogger.password_hash).toMatch(/^\$2[aby]\$/);
      expect(blogger.avatar).toMatch(STORED_IMAGE);
      const reader = users.find((u) => u.username === 'reader')!;
      expect(reader).toMatchObject({ id: 2, nick_name: 'reader', role: 2 });
      expect(users.find((u) => u.username === 'broken')).toMatchObject({ id: 3, role: 2 });
      expect(users.filter((u) => u.username === 'admin')).toHaveLength(1);
      expect(issuesOf('blog_user').map((i) => i.reason).join('\n')).toMatch(/本站已有用户名为 admin 的账号/);
      expect(issuesOf('blog_user').some((i) => i.id === 3 && /bcrypt/.test(i.reason))).toBe(true);
    });

    it('文章：Markdown 原样、封面和正文图片取自上传文件夹、状态类型置顶计数映射', async () => {
      const blogger = await server.db.kysely.selectFrom('user').select('id').where('username', '=', 'blogger').executeTakeFirstOrThrow();
      const rows = await server.db.kysely.selectFrom('article').selectAll().orderBy('id').execute();
      const first = rows[0]!;
      expect(first).toMatchObject({
        id: 1,
        title: '第一篇文章',
        author_id: blogger.id,
        category_id: 1,
        is_top: 1,
        top_order: 2,
        status: 1,
        type: 2,
        origin_url: 'https://example.org/source',
        description: '第一篇的描述',
        created_at: '2024-01-02T02:00:00.000Z',
        updated_at: '2024-01-03T04:30:00.000Z',
      });
      // Counters go to article_stat (migration 014); the original's milliseconds become seconds.
      expect(await storedCounts(server.db, 1)).toEqual({ view_times: 10, thumbs_up_times: 3, reading_duration: 65 });
      expect(first.cover).toMatch(STORED_IMAGE);
      const stored = /!\[图\]\((\/uploads\/img\/[0-9a-f]{64}\.webp)\)/.exec(first.content)?.[1];
      expect(stored).toBeDefined();
      expect(existsSync(path.join(server.config.dataDir, stored!))).toBe(true);
      expect(first.content).toContain('# 你好\n\n正文。');
      expect(first.content).toContain('![缺](/upload/missing.png)');
      expect(first.content).toContain('![外](https://cdn.other.example/x.png)');
      expect(report.images.missing).toContain('/upload/missing.png');
      expect(report.images.stored).toBeGreaterThanOrEqual(7);

      expect(rows[1]).toMatchObject({ id: 2, status: 3 });
      expect(issuesOf('blog_article').some((i) => i.id === 2 && /状态 7/.test(i.reason))).toBe(true);
      expect(rows[2]).toMatchObject({ id: 3, title: '无标题文章 3', category_id: null, status: 2, type: 1, content: '', author_id: 2 });
      // The NUL byte MySQL kept is dropped (PostgreSQL cannot store it), on both engines alike.
      expect(rows[3]).toMatchObject({ id: 4, type: 3, author_id: null, cover: '', content: '四', category_id: 1 });
      const tags = await server.db.kysely.selectFrom('article_tag').selectAll().orderBy('tag_id').orderBy('article_id').execute();
      expect(tags).toEqual([{ article_id: 1, tag_id: 1 }, { article_id: 4, tag_id: 1 }, { article_id: 1, tag_id: 2 }]);
    });

    it('评论：回复挂在一级评论下，找不到文章或评论人的评论被报告', async () => {
      const rows = await server.db.kysely.selectFrom('comment').selectAll().orderBy('id').execute();
      expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 5, 6]);
      const blogger = await server.db.kysely.selectFrom('user').select('id').where('username', '=', 'blogger').executeTakeFirstOrThrow();
      expect(rows[0]).toMatchObject({ content: '写得真好😀', from_user: 2, parent_id: null, thumbs_up: 2 });
      expect(rows[1]).toMatchObject({ content: '谢谢🙏', from_user: blogger.id, to_user: 2, parent_id: 1 });
      expect(rows[2]).toMatchObject({ parent_id: 1, to_user: blogger.id });
      expect(rows[3]).toMatchObject({ type: 2, for_id: 1 });
      expect(rows[4]).toMatchObject({ type: 3, for_id: 1 });
      const reasons = issuesOf('blog_comment').map((i) => `${i.id}:${i.reason}`);
      expect(reasons).toContain('4:评论的文章 999 不存在');
      expect(reasons.some((r) => r.startsWith('7:评论类型 9'))).toBe(true);
      expect(reasons.some((r) => r.startsWith('8:评论人'))).toBe(true);
    });

    it('点赞、聊天、站内消息、说说、相册、友链', async () => {
      const k = server.db.kysely;
      const blogger = await k.selectFrom('user').select('id').where('username', '=', 'blogger').executeTakeFirstOrThrow();
      const likes = await k.selectFrom('like').select(['type', 'for_id', 'liker']).orderBy('id').execute();
      expect(likes).toEqual([
        { type: 1, for_id: 1, liker: 'u:2' },
        { type: 1, for_id: 1, liker: 'v:original-ip:5.6.7.8' },
        { type: 4, for_id: 1, liker: `u:${blogger.id}` },
      ]);
      const chat = await k.selectFrom('chat_message').selectAll().orderBy('id').execute();
      expect(chat[0]).toMatchObject({ content: '大家好👋', content_type: 1, user_id: 2 });
      expect(chat[1]).toMatchObject({ content_type: 2, user_id: blogger.id });
      expect(chat[1]!.content).toMatch(STORED_IMAGE);
      const notes = await k.selectFrom('notify').selectAll().orderBy('id').execute();
      // The reader's type-4 notice would open the console they cannot use: about a friend link, it is type 5 here.
      expect(notes.map((n) => [n.user_id, n.type, n.to_id, n.is_view])).toEqual([[blogger.id, 1, 1, 1], [2, 5, null, 2]]);
      expect(issuesOf('blog_notify').map((i) => i.reason)).toContain('1 条发给普通用户的类型 4（后台）消息改为类型 5（友链）或 6（个人中心）：普通用户打不开后台');
      const talks = await k.selectFrom('talk').selectAll().orderBy('id').execute();
      expect(talks.map((t) => [t.status, t.is_top, t.like_times])).toEqual([[1, 1, 2], [2, 2, 0]]);
      const talkPhotos = await k.selectFrom('talk_photo').selectAll().orderBy('id').execute();
      expect(talkPhotos[0]!.url).toMatch(STORED_IMAGE);
      expect(talkPhotos[1]).toMatchObject({ url: 'https://cdn.other.example/t2.png', sort: 1 });
      const links = await k.selectFrom('link').selectAll().orderBy('id').execute();
      expect(links.map((l) => [l.site_name, l.status, l.user_id])).toEqual([['朋友的站', 2, 2], ['又一个站', 1, null]]);
      const album = await k.selectFrom('photo_album').selectAll().executeTakeFirstOrThrow();
      expect(album).toMatchObject({ album_name: '旅行', description: '' });
      expect(album.album_cover).toMatch(STORED_IMAGE);
      // p1.png is 11×6 pixels (makeUploadsDir): the gallery can lay the photo out before it loads.
      const photo = await k.selectFrom('photo').selectAll().executeTakeFirstOrThrow();
      expect(photo).toMatchObject({ album_id: 1, width: 11, height: 6 });
      expect(photo.url).toMatch(STORED_IMAGE);
    });

    it('网站设置和页面背景：路由名保持原版的名字', async () => {
      const k = server.db.kysely;
      const config = await k.selectFrom('site_config').selectAll().executeTakeFirstOrThrow();
      expect(config).toMatchObject({ blog_name: '小张的博客', personal_say: '认真生活', view_time: 1234, github_link: 'https://github.com/example' });
      expect(config.blog_avatar).toMatch(STORED_IMAGE);
      expect(issuesOf('blog_config').some((i) => /微信收款码/.test(i.reason))).toBe(true);
      const headers = await k.selectFrom('page_header').select(['route_name', 'bg_url']).orderBy('id').execute();
      expect(headers.map((h) => h.route_name)).toEqual(['Home', 'Talk', 'Front', 'Back', 'LinkList']);
      expect(headers.find((h) => h.route_name === 'Front')!.bg_url).toBe('https://cdn.other.example/front.png');
      expect(headers.find((h) => h.route_name === 'Back')!.bg_url).toBe('https://cdn.other.example/back.png');
      expect(headers.find((h) => h.route_name === 'Home')!.bg_url).toMatch(STORED_IMAGE);
      const reasons = issuesOf('blog_header').map((i) => i.reason).join('\n');
      expect(reasons).not.toMatch(/Back/);
      expect(reasons).toMatch(/Layout/);
    });

    it('访客看到导入的文章和评论、带样式的留言', async () => {
      const detail = resultOf(await get<ArticleDetail>(server, '/api/article/getArticleById/1'));
      expect(detail.article_title).toBe('第一篇文章');
      // Ids are kept, so the old site's /article?id=1 is this article; it also gets its /post/ address.
      expect(detail.slug).toBe('第一篇文章');
      expect(resultOf(await get<ArticleDetail>(server, `/api/article/getArticleBySlug/${encodeURIComponent('第一篇文章')}`)).id).toBe(1);
      const comments = resultOf(await post<PageResult<CommentItem & { replies?: CommentItem[] }>>(server, '/api/comment/frontGetParentComment', { type: 1, for_id: 1, current: 1, size: 10 }));
      expect(comments.list.map((c) => c.content)).toEqual(['写得真好😀']);
      expect(comments.list[0]!.from_name).toBe('reader');
      const hidden = await get(server, '/api/article/getArticleById/2');
      expect(hidden.body.code).not.toBe(0);
      const messages = resultOf(await post<PageResult<MessageItem>>(server, '/api/message/getMessageList', { current: 1, size: 10 }));
      const byId = new Map(messages.list.map((m) => [m.id, m]));
      expect(byId.get(1)).toMatchObject({ message: '<p>你好，博主！</p>', color: '#ff0000', font_size: 20, font_weight: 600, bg_color: '', tag: '赞不绝口' });
      expect(byId.get(1)!.bg_url).toMatch(STORED_IMAGE);
      expect(byId.get(2)).toMatchObject({ color: 'hsl(0, 100%, 50%)', font_size: 40, font_weight: 600, bg_color: 'rgba(1, 2, 3, 0.5)', bg_url: '', nick_name: '游客a1b2c', user_id: null });
    });

    it('原站密码第一次登录时验证，并换成 argon2id；错的密码拒绝', async () => {
      const wrong = await post(server, '/api/user/login', { username: 'blogger', password: 'wrong-password' });
      expect(wrong.body.code).not.toBe(0);
      const before = await server.db.kysely.selectFrom('user').select('password_hash').where('username', '=', 'blogger').executeTakeFirstOrThrow();
      expect(before.password_hash).toMatch(/^\$2/);

      resultOf(await post(server, '/api/user/login', { username: 'blogger', password: BLOGGER_PASSWORD }));
      const after = await server.db.kysely.selectFrom('user').select('password_hash').where('username', '=', 'blogger').executeTakeFirstOrThrow();
      expect(after.password_hash).toMatch(/^\$argon2id\$/);
      // The new hash holds the same password.
      resultOf(await post(server, '/api/user/login', { username: 'blogger', password: BLOGGER_PASSWORD }));
      resultOf(await post(server, '/api/user/login', { username: 'reader', password: READER_PASSWORD }));
      const locked = await post(server, '/api/user/login', { username: 'broken', password: 'not-a-bcrypt-hash' });
      expect(locked.body.code).not.toBe(0);
      const unknown = await post(server, '/api/user/login', { username: 'nobody-here', password: BLOGGER_PASSWORD });
      expect(unknown.body.message).toBe(wrong.body.message);
    });

    it('站点已有内容时拒绝导入，什么都不改', async () => {
      const before = await countRows(server.db);
      await expect(importOriginal(server.db, { url: source.original.url, dataDir: server.config.dataDir })).rejects.toThrow(ORIGINAL_IMPORT_MESSAGES.siteNotEmpty);
      expect(await countRows(server.db)).toEqual(before);
    });
  });

  describe('中途失败时本站不变', () => {
    describeEachEngine('回滚', (engine) => {
      const server = useTestServer(engine);
      it('导入到评论时出错：之前写入的用户、文章等全部撤销', async () => {
        await ensureAdmin(server.db, { adminUsername: 'admin', adminPassword: ADMIN_PASSWORD }, () => {});
        const before = await countRows(server.db);
        const failing = importOriginal(server.db, {
          url: source.original.url,
          dataDir: server.config.dataDir,
          onProgress: ({ current }) => {
            if (current === '导入评论') throw new Error('模拟的中途失败');
          },
        });
        await expect(failing).rejects.toThrow('模拟的中途失败');
        expect(await countRows(server.db)).toEqual(before);
        expect(before.article).toBe(0);
      });
    });
  });

  describe('没有上传文件夹时保留原链接', () => {
    describeEachEngine('保留链接', (engine) => {
      const server = useTestServer(engine);
      it('原站图片地址原样保留，报告里计数', async () => {
        await ensureAdmin(server.db, { adminUsername: 'admin', adminPassword: ADMIN_PASSWORD }, () => {});
        const report = await importOriginal(server.db, { url: source.original.url, dataDir: server.config.dataDir });
        expect(report.images.stored).toBe(0);
        expect(report.images.keptAsLinks).toBeGreaterThan(5);
        const article = await server.db.kysely.selectFrom('article').select(['cover', 'content']).where('id', '=', 1).executeTakeFirstOrThrow();
        expect(article.cover).toBe('/upload/cover1.jpg');
        expect(article.content).toContain('![图](http://old.example.com/upload/a1.png)');
      });
    });
  });
});
