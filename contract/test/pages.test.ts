import { describe, expect, it } from 'vitest';
import { albumPageName, articleListPageName, isClientRoute, pageTitle, parseId, routePageName } from '../src/pages';

describe('页面标题规则（服务端 HTML 与客户端 document.title 共用）', () => {
  it('首页只有博客名，其他页面是「页面名 - 博客名」', () => {
    expect(pageTitle('书影', routePageName('/'))).toBe('书影');
    expect(pageTitle('书影', routePageName('/home/'))).toBe('书影');
    expect(pageTitle('书影', routePageName('/archives'))).toBe('时间轴 - 书影');
    expect(pageTitle('书影', routePageName('/link/list'))).toBe('友链 - 书影');
    expect(pageTitle(' 书影 ', '春天读的书')).toBe('春天读的书 - 书影');
    expect(pageTitle('', '时间轴')).toBe('时间轴');
  });

  it('未知地址的页面名是「页面不存在」', () => {
    expect(isClientRoute('/no/such')).toBe(false);
    expect(isClientRoute('/admin')).toBe(false);
    expect(isClientRoute('/message/detail/')).toBe(true);
    expect(pageTitle('书影', routePageName('/no/such'))).toBe('页面不存在 - 书影');
  });

  it('分类/标签文章列表和相册带上自己的名字', () => {
    expect(articleListPageName('tag', '读书')).toBe('标签：读书');
    expect(articleListPageName('category', '随笔')).toBe('分类：随笔');
    expect(albumPageName('旅行')).toBe('旅行 - 相册');
  });

  it('只认正整数编号', () => {
    expect(parseId('12')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '99999999999']) expect(parseId(bad)).toBeNull();
  });
});
