import { expect, it } from 'vitest';
import { describeEachEngine } from './helpers/engines';
import { call, get, post, put } from './helpers/http';
import { useTestServer } from './helpers/server';

/** Every refusal is 400 with a Chinese message and the envelope, never a 500. */
const CHINESE = /[\u4e00-\u9fff]/;

describeEachEngine('参数校验', (engine) => {
  const server = useTestServer(engine);

  const expect400 = async (response: Promise<{ status: number; body: { code: number; message: string; result: unknown } }>, message?: string) => {
    const { status, body } = await response;
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.result).toBeNull();
    expect(body.message).toMatch(CHINESE);
    if (message) expect(body.message).toBe(message);
  };

  it('文章编号不合法', async () => {
    await expect400(get(server, '/api/article/getArticleById/abc'), '编号必须是数字');
    await expect400(get(server, '/api/article/getArticleById/0'), '编号必须大于 0');
    await expect400(get(server, '/api/article/getArticleById/-3'), '编号必须大于 0');
    await expect400(get(server, '/api/article/getArticleById/1.5'), '编号必须是整数');
    await expect400(get(server, '/api/article/getArticleById/99999999999999999999'));
    await expect400(get(server, '/api/article/getRecommendArticleById/x'), '编号必须是数字');
    await expect400(put(server, '/api/article/like/abc', { headers: { 'x-visitor-key': 'visitor-key-1' } }), '编号必须是数字');
    await expect400(put(server, '/api/article/cancelLike/0', { headers: { 'x-visitor-key': 'visitor-key-1' } }), '编号必须大于 0');
  });

  it('分页参数超出范围', async () => {
    await expect400(get(server, '/api/article/blogHomeGetArticleList/0/10'), '页码必须大于 0');
    await expect400(get(server, '/api/article/blogHomeGetArticleList/1/51'), '每页条数不能大于 50');
    await expect400(get(server, '/api/article/blogHomeGetArticleList/1/0'), '每页条数必须大于 0');
    await expect400(get(server, '/api/article/blogTimelineGetArticleList/a/10'), '页码必须是数字');
    await expect400(get(server, '/api/article/blogTimelineGetArticleList/100001/10'));
  });

  it('按标签、分类分页的请求体不合法', async () => {
    await expect400(post(server, '/api/article/getArticleListByTagId', { current: 1, size: 10 }), '编号必须是数字');
    await expect400(post(server, '/api/article/getArticleListByCategoryId', { current: 1, size: 500, id: 1 }), '每页条数不能大于 50');
    await expect400(post(server, '/api/article/getArticleListByCategoryId', [1, 2, 3]), '请求参数格式不正确');
    await expect400(call(server, 'POST', '/api/article/getArticleListByTagId'), '请求参数格式不正确');
    await expect400(call(server, 'POST', '/api/article/getArticleListByTagId', { body: '{"current":1,', headers: { 'content-type': 'application/json' } }), '请求体不是合法的 JSON');
  });

  it('搜索内容为空白 → 400；过长的按前 50 个字搜索', async () => {
    const tooLong = await get(server, `/api/article/getArticleListByContent/${encodeURIComponent('长'.repeat(51))}`);
    expect(tooLong.body).toEqual({ code: 0, message: '成功', result: [] });
    await expect400(get(server, `/api/article/getArticleListByContent/${encodeURIComponent('   ')}`), '请输入搜索内容');
    const longest = await get(server, `/api/article/getArticleListByContent/${encodeURIComponent('长'.repeat(50))}`);
    expect(longest.status).toBe(200);
    expect(longest.body).toEqual({ code: 0, message: '成功', result: [] });
  });

  it('阅读时长不是数字或为负', async () => {
    await expect400(put(server, '/api/article/addReadingDuration/1/-5'), '阅读时长不能为负数');
    await expect400(put(server, '/api/article/addReadingDuration/1/abc'), '阅读时长必须是数字');
    await expect400(put(server, '/api/article/addReadingDuration/x/5'), '编号必须是数字');
  });
});
