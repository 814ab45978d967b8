import { beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_STATUS, MESSAGE_STATUS, TALK_STATUS } from '@blog/contract';
import { adminApi, articleBody } from './article-admin-helpers';
import { createAdminAccounts } from './helpers/admin';
import { sqliteEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';
import { useWebDist } from './helpers/webDist';

const ARTICLE = [
  '## 安装步骤',
  '',
  '先读 [官方文档](https://example.com/docs)。',
  '',
  '```ts',
  'const answer: number = 42;',
  '```',
  '',
  '![架构图](/uploads/arch.png)',
  '',
  '<script>alert("md")</script>',
  '',
  '<img src="x" onerror="alert(2)">',
  '',
  '[点我](javascript:alert(3)) <a href="javascript:alert(4)">也点我</a>',
].join('\n');

describe('页面 HTML 里服务器渲染的正文', () => {
  const server = useTestServer(sqliteEngine, { webDistDir: useWebDist() });
  const ids: Record<string, number> = {};
  const page = async (path: string) => (await fetch(`${server.baseUrl}${path}`)).text();

  beforeAll(async () => {
    const f = fixtures(server.db);
    const k = server.db.kysely;
    const category = await f.category('后端<开发>');
    const tag = await f.tag('Node & TS');
    ids.article = await f.article({ title: '部署 <一个> 博客', content: ARTICLE, categoryId: category, tagIds: [tag] });
    ids.maths = await f.article({ title: '带公式的文章', content: '质能方程 $E = mc^2$\n\n::: tip\n提示\n:::' });
    ids.private = await f.article({ title: '私密文章标题', content: '私密正文不该出现', status: ARTICLE_STATUS.private });
    ids.draft = await f.article({ title: '草稿标题', content: '草稿正文不该出现', status: ARTICLE_STATUS.draft });
    const author = await f.user('blogger01');
    await k.updateTable('user').set({ role: 1, nick_name: '博主' }).where('id', '=', author).execute();
    const talk = (content: string, status: number) =>
      k
        .insertInto('talk')
        .values({ user_id: author, content, status, is_top: 2, created_at: '2024-03-01T08:00:00.000Z', updated_at: '2024-03-01T08:00:00.000Z' })
        .returning('id')
        .executeTakeFirstOrThrow();
    ids.talk = (await talk('第一行 <b>不是标签</b>\n第二行', TALK_STATUS.public)).id;
    ids.secretTalk = (await talk('私密的说说', TALK_STATUS.private)).id;
    const message = (content: string, status: number) =>
      k
        .insertInto('message')
        .values({ content, tag: '问候', color: '', font_size: 16, font_weight: 400, bg_color: '', bg_url: '', user_id: null, nick_name: '路人<甲>', like_times: 0, status, created_at: '2024-06-01T12:00:00.000Z', updated_at: '2024-06-01T12:00:00.000Z' })
        .returning('id')
        .executeTakeFirstOrThrow();
    ids.message = (await message('你好 <script>alert(1)</script>', MESSAGE_STATUS.shown)).id;
    ids.hiddenMessage = (await message('隐藏的留言', MESSAGE_STATUS.hidden)).id;
  });

  it('文章页带标题、分类、标签和渲染好的正文（标题、高亮代码、图片、链接）', async () => {
    const html = await page(`/article?id=${ids.article}`);
    expect(html).toContain('<h1 class="page-banner__title">部署 &lt;一个&gt; 博客</h1>');
    expect(html).toContain('>后端&lt;开发&gt;</a>');
    expect(html).toContain('>Node &amp; TS</a>');
    expect(html).toContain('<h2 data-line="0" id="安装步骤">安装步骤</h2>');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<img src="/uploads/arch.png" alt="架构图"');
    expect(html).toContain('<a href="https://example.com/docs">官方文档</a>');
    // The table of contents beside it links to the heading.
    expect(html).toContain('<a href="#安装步骤">安装步骤</a>');
  });

  it('有公式的文章页画好公式并链接本站的 KaTeX 样式（和提示框的样式），没有的文章不链接', async () => {
    const maths = await page(`/article?id=${ids.maths}`);
    expect(maths).toContain('<span class="katex">');
    expect(maths).toContain('<link id="blog-katex-css" rel="stylesheet" href="/assets/katex.min-kat123.css">');
    expect(maths).toContain('<link rel="stylesheet" href="/assets/markdownExtras-ext456.css">');
    expect(maths).toContain('<div class="md-container md-container-tip">');
    const plain = await page(`/article?id=${ids.article}`);
    expect(plain).not.toMatch(/katex|markdownExtras/);
  });

  it('Markdown 里的脚本、事件属性和 javascript: 链接不会进入页面', async () => {
    const html = await page(`/article?id=${ids.article}`);
    const body = html.slice(html.indexOf('class="article-body"'), html.indexOf('class="article-side"'));
    expect(body.length).toBeGreaterThan(0);
    expect(body).not.toContain('alert("md")');
    expect(body).not.toMatch(/onerror|href="javascript:/i);
    expect(body).not.toContain('<script');
  });

  it('文章在后台改过之后，页面马上是新的内容', async () => {
    const accounts = await createAdminAccounts(server, 'bodyedit');
    const admin = adminApi(server, () => accounts.adminToken);
    const id = await admin.created({ article_title: '改之前的标题', article_content: '## 旧的小节\n\n旧的正文。' });
    expect(await page(`/article?id=${id}`)).toContain('<h1 class="page-banner__title">改之前的标题</h1>');
    resultOf(await admin.update({ id, ...articleBody({ article_title: '改过的标题', article_content: '## 新的小节\n\n新的正文。' }) }));
    const html = await page(`/article?id=${id}`);
    expect(html).toContain('<h1 class="page-banner__title">改过的标题</h1>');
    expect(html).toContain('新的正文。');
    expect(html).not.toContain('旧的正文。');
  });

  it('私密文章和草稿的内容不会出现在页面里', async () => {
    for (const id of [ids.private, ids.draft]) {
      const html = await page(`/article?id=${id}`);
      expect(html).not.toMatch(/私密文章标题|私密正文|草稿标题|草稿正文/);
      expect(html).not.toContain('boot-shell--content');
    }
  });

  it('说说页带转义后的正文，私密的说说没有', async () => {
    const html = await page(`/talk?id=${ids.talk}`);
    expect(html).toContain('第一行 &lt;b&gt;不是标签&lt;/b&gt;\n第二行');
    expect(html).toContain('博主');
    expect(html).not.toContain('<b>不是标签');
    expect(await page(`/talk?id=${ids.secretTalk}`)).not.toContain('私密的说说');
  });

  it('留言详情页带转义后的正文和昵称，隐藏的留言没有', async () => {
    const html = await page(`/message/detail?id=${ids.message}`);
    expect(html).toContain('你好 &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('路人&lt;甲&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(await page(`/message/detail?id=${ids.hiddenMessage}`)).not.toContain('隐藏的留言');
  });
});
