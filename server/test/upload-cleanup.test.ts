import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { ARTICLE_STATUS, type CleanupPreview, type CleanupResult } from '@blog/contract';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, expectAdminOnly, type AdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { post, resultOf } from './helpers/http';
import { rescan } from './helpers/music';
import { useTestServer, type TestServer } from './helpers/server';

const DAY_MS = 24 * 60 * 60_000;
const stamp = new Date().toISOString();

/** An upload's name as the image store gives it: the SHA-256 of (here) a label. */
const imageName = (label: string) => `${createHash('sha256').update(label).digest('hex')}.webp`;
/** A song cover's name (24 hex digits under uploads/music). */
const coverName = (label: string) => `${createHash('sha256').update(label).digest('hex').slice(0, 24)}.webp`;

/** Writes a file under DATA_DIR/uploads, `ageMs` old; answers its path there. */
function storeFile(server: TestServer, relative: string, bytes: number, ageMs: number): string {
  const file = path.join(server.config.dataDir, 'uploads', relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.alloc(bytes, 7));
  const when = new Date(Date.now() - ageMs);
  utimesSync(file, when, when);
  return relative;
}

const exists = (server: TestServer, relative: string) => existsSync(path.join(server.config.dataDir, 'uploads', relative));
const url = (relative: string) => `/uploads/${relative}`;

describeEachEngine('清理没有用到的上传文件', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;
  const asAdmin = () => ({ headers: bearer(accounts.adminToken) });

  /** Every place a row can name an upload, each with a file of its own, two days old. */
  const named: Record<string, string> = {};
  /** Old files no row names: what the clean-up must list, and delete. */
  const unused: string[] = [];
  /** Files that stay whatever: too young, being written, the server's own. */
  const untouchable: string[] = [];

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'cleanup');
    // After the start-up scan, whose default song cover must stay though no row names it.
    await rescan(server, accounts.adminToken);

    const places = [
      'articleBody', 'articleHtml', 'articleAbsolute', 'articleCover', 'recycledArticle', 'talkPhoto', 'albumCover', 'photo', 'avatar',
      'blogAvatar', 'avatarBg', 'qqGroup', 'weChatGroup', 'pageHeader', 'messageBg', 'chatImage', 'linkAvatar', 'resourceIcon', 'comment', 'notify',
    ];
    for (const place of places) named[place] = storeFile(server, `img/${imageName(place)}`, 100, 2 * DAY_MS);
    named.songCover = storeFile(server, `music/${coverName('song')}`, 100, 2 * DAY_MS);
    named.playlistCover = storeFile(server, `music/${coverName('playlist')}`, 100, 2 * DAY_MS);

    unused.push(
      storeFile(server, `img/${imageName('guest never posted')}`, 1000, 3 * DAY_MS),
      storeFile(server, `img/${imageName('old avatar')}`, 2000, 2 * DAY_MS),
      storeFile(server, `music/${coverName('deleted song')}`, 3000, 5 * DAY_MS),
      storeFile(server, 'legacy/photo-1.jpg', 400, 10 * DAY_MS),
    );
    untouchable.push(
      storeFile(server, `img/${imageName('just uploaded')}`, 100, 60 * 60_000),
      storeFile(server, `img/.${imageName('being written')}.a1b2.tmp`, 100, 3 * DAY_MS),
      // The default song cover and, while SEED_DEMO is on, the demo pictures made at every start.
      storeFile(server, 'music/default-cover.webp', 100, 3 * DAY_MS),
      storeFile(server, 'seed/cover-demo.webp', 100, 3 * DAY_MS),
      storeFile(server, 'img/名字 有空格.webp', 100, 3 * DAY_MS),
    );

    const k = server.db.kysely;
    const f = fixtures(server.db);
    const times = { created_at: stamp, updated_at: stamp };
    await f.article({
      title: '正文里的图片',
      cover: url(named.articleCover!),
      content: [
        `![图](${url(named.articleBody!)} "标题")`,
        `<img src="${url(named.articleHtml!)}">`,
        `完整地址 https://blog.example.com${url(named.articleAbsolute!)}&quot; 也算。`,
      ].join('\n\n'),
    });
    const recycled = await f.article({ title: '回收站里的文章', content: `![](${url(named.recycledArticle!)})`, status: ARTICLE_STATUS.draft });
    await k.updateTable('article').set({ deleted_at: stamp }).where('id', '=', recycled).execute();

    const userId = await f.user('cleanup_avatar');
    await k.updateTable('user').set({ avatar: url(named.avatar!) }).where('id', '=', userId).execute();
    const talk = await k.insertInto('talk').values({ user_id: accounts.adminId, content: '说说', ...times }).returning('id').executeTakeFirstOrThrow();
    await k.insertInto('talk_photo').values({ talk_id: talk.id, url: url(named.talkPhoto!), ...times }).execute();
    const album = await k.insertInto('photo_album').values({ album_name: '相册', album_cover: url(named.albumCover!), ...times }).returning('id').executeTakeFirstOrThrow();
    await k.insertInto('photo').values({ album_id: album.id, url: url(named.photo!), ...times }).execute();
    await f.siteConfig({ blog_name: '清理测试' });
    await k
      .updateTable('site_config')
      .set({ blog_avatar: url(named.blogAvatar!), avatar_bg: url(named.avatarBg!), qq_group: url(named.qqGroup!), we_chat_group: url(named.weChatGroup!) })
      .execute();
    await f.pageHeader('Home', url(named.pageHeader!));
    const message = await k.insertInto('message').values({ content: '留言', bg_url: url(named.messageBg!), nick_name: '访客', ...times }).returning('id').executeTakeFirstOrThrow();
    await k.insertInto('chat_message').values({ user_id: userId, content: url(named.chatImage!), content_type: 2, ...times }).execute();
    await k.insertInto('link').values({ site_name: '友链', url: 'https://friend.example.org', site_avatar: url(named.linkAvatar!), status: 1, ...times }).execute();
    await k.insertInto('resource').values({ list: 'front', group_name: '工具', name: '站点', url: 'https://tool.example.org', icon: url(named.resourceIcon!), ...times }).execute();
    await k.insertInto('comment').values({ type: 3, for_id: message.id, from_user: userId, content: `看这张 ${url(named.comment!)}`, ...times }).execute();
    await k.insertInto('notify').values({ user_id: userId, type: 4, message: `<img src="${url(named.notify!)}">`, ...times }).execute();
    await k
      .insertInto('song')
      .values({ root: 'data', path: 'x.mp3', title: '歌', artists: '[]', aliases: '[]', cover: url(named.songCover!), duration_ms: 1000, size: 1, mtime_ms: 1, search_text: '歌', ...times })
      .execute();
    await k.insertInto('playlist').values({ name: '歌单', kind: 'manual', cover: url(named.playlistCover!), ...times }).execute();
  });

  const preview = async () => resultOf(await post<CleanupPreview>(server, '/api/storage/admin/cleanup/preview', {}, asAdmin()));

  it('只有管理员能查看和删除', async () => {
    await expectAdminOnly(
      server,
      [
        ['POST', '/api/storage/admin/cleanup/preview', {}],
        ['POST', '/api/storage/admin/cleanup', { files: unused }],
      ],
      accounts.userToken,
    );
    for (const file of unused) expect(exists(server, file)).toBe(true);
  });

  it('预览只列出超过一天、没有任何一行提到的文件（最旧的在前），什么都不删', async () => {
    const result = await preview();
    expect(result.files.map((file) => file.path)).toEqual([unused[3], unused[2], unused[0], unused[1]]);
    expect(result.count).toBe(4);
    expect(result.totalBytes).toBe(1000 + 2000 + 3000 + 400);
    expect(result.minAgeHours).toBe(24);
    expect(result.files[0]).toMatchObject({ path: 'legacy/photo-1.jpg', url: '/uploads/legacy/photo-1.jpg', size: 400, image: true });
    for (const file of [...unused, ...Object.values(named), ...untouchable]) expect(exists(server, file)).toBe(true);
  });

  it('路径不对 → 400，什么都不删', async () => {
    for (const files of [[], ['../secrets/jwt'], ['/etc/passwd'], ['img/../../blog.db']]) {
      const answer = await post(server, '/api/storage/admin/cleanup', { files }, asAdmin());
      expect(answer.status).toBe(400);
    }
    for (const file of unused) expect(exists(server, file)).toBe(true);
  });

  it('确认后删除的正是预览列出、此刻仍没有用到的文件；预览之后被用上的、混进来的已用文件都不删', async () => {
    const listed = (await preview()).files.map((file) => file.path);
    // A guest posts the message the background was uploaded for, after the admin looked.
    const [usedSince] = unused;
    await server.db.kysely.insertInto('message').values({ content: '迟到的留言', bg_url: url(usedSince!), nick_name: '访客', created_at: stamp, updated_at: stamp }).execute();

    const answer = await post<CleanupResult>(server, '/api/storage/admin/cleanup', { files: [...listed, named.articleBody!, untouchable[0]!, 'img/missing.webp'] }, asAdmin());
    const result = resultOf(answer);
    const deleted = unused.filter((file) => file !== usedSince);
    expect(result.deleted).toBe(deleted.length);
    expect(result.freedBytes).toBe(2000 + 3000 + 400);
    expect(answer.body.message).toBe('清理完成：删除了 3 个文件，释放 5.3 KB');
    expect(result.kept).toEqual(
      expect.arrayContaining([
        { path: usedSince, reason: '有内容用到了它' },
        { path: named.articleBody, reason: '有内容用到了它' },
        { path: untouchable[0], reason: '修改时间不到一天' },
        { path: 'img/missing.webp', reason: '文件已不存在' },
      ]),
    );
    for (const file of deleted) expect(exists(server, file)).toBe(false);
    for (const file of [usedSince!, ...Object.values(named), ...untouchable]) expect(exists(server, file)).toBe(true);

    expect((await preview()).files).toEqual([]);
  });
});
