import { beforeAll, expect, it } from 'vitest';
import { ARTICLE_STATUS, type ArticleDetail, type ArticleListItem, type PageResult } from '@blog/contract';
import { adminApi, articleBody } from './article-admin-helpers';
import { createAdminAccounts, type AdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { get, post, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

/** Seven words as a Chinese reader counts them: 4 characters, 2 English words, 1 number. */
const SEVEN_WORDS = '你好世界 hello world 2025';
/** 900 characters: three minutes at 300 a minute. */
const LONG_TEXT = '字'.repeat(900);

describeEachEngine('文章字数（卡片上的阅读约 N 分钟）', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;
  const admin = adminApi(server, () => accounts.adminToken);
  const ids: Record<string, number> = {};

  const home = async () => resultOf(await get<PageResult<ArticleListItem>>(server, '/api/article/blogHomeGetArticleList/1/50')).list;
  const inList = (list: ArticleListItem[], id: number) => list.find((item) => item.id === id);

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'words');
    const f = fixtures(server.db);
    ids.tag = await f.tag('字数标签');
    ids.category = await f.category('字数分类');
    ids.short = await f.article({ title: '七个字', content: SEVEN_WORDS, categoryId: ids.category, tagIds: [ids.tag] });
    ids.long = await f.article({ title: '九百字', content: `${LONG_TEXT}\n\n[链接文字](https://example.com/a/very/long/path) ![图](cover.png)` });
  });

  it('lists carry each article\'s word count, counted from its text as the article page counts it', async () => {
    const list = await home();
    expect(inList(list, ids.short!)?.word_count).toBe(7);
    // The link's words count, its address and the image do not.
    expect(inList(list, ids.long!)?.word_count).toBe(904);
    // The text itself is not sent with the list.
    expect(inList(list, ids.short!)).not.toHaveProperty('article_content');

    const byTag = resultOf(await post<PageResult<ArticleListItem>>(server, '/api/article/getArticleListByTagId', { current: 1, size: 10, id: ids.tag }));
    const byCategory = resultOf(await post<PageResult<ArticleListItem>>(server, '/api/article/getArticleListByCategoryId', { current: 1, size: 10, id: ids.category }));
    expect(byTag.list.map((item) => item.word_count)).toEqual([7]);
    expect(byCategory.list.map((item) => item.word_count)).toEqual([7]);

    const detail = resultOf(await get<ArticleDetail>(server, `/api/article/getArticleById/${ids.short}`));
    expect(detail.word_count).toBe(7);
  });

  it('follows the text when the blogger rewrites it, on the next read', async () => {
    const id = await admin.created({ article_title: '会改写的文章', article_content: SEVEN_WORDS, status: ARTICLE_STATUS.public });
    expect(inList(await home(), id)?.word_count).toBe(7);

    resultOf(await admin.update({ id, ...articleBody({ article_title: '会改写的文章', article_content: LONG_TEXT, status: ARTICLE_STATUS.public }) }));
    expect(inList(await home(), id)?.word_count).toBe(900);
    expect(resultOf(await get<ArticleDetail>(server, `/api/article/getArticleById/${id}`)).word_count).toBe(900);

    // A text changed without a new updated_at (an import keeping the file's date can do that) is counted again too.
    const categories = resultOf(await get<{ id: number; category_name: string }[]>(server, '/api/category/getCategoryDictionary'));
    const categoryId = categories.find((c) => c.category_name === '默认分类')!.id;
    await server.db.kysely.updateTable('article').set({ content: 'one two three' }).where('id', '=', id).execute();
    const byCategory = resultOf(await post<PageResult<ArticleListItem>>(server, '/api/article/getArticleListByCategoryId', { current: 1, size: 10, id: categoryId }));
    expect(inList(byCategory.list, id)?.word_count).toBe(3);
  });
});
