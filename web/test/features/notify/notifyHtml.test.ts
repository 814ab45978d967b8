import { describe, expect, it } from 'vitest';
import { notifyContent, sanitizeNotifyHtml, shouldRenderAsHtml, unescapeAngles } from '@/features/notify/notifyHtml';
import { notifyTarget } from '@/features/notify/notifyTarget';

describe('notification HTML rule (SPEC.md §5)', () => {
  it('renders markup without forbidden words as HTML', () => {
    expect(shouldRenderAsHtml('您的文章<b>《你好》</b>收到了一个赞')).toBe(true);
    expect(notifyContent('<b>加粗</b>')).toEqual({ kind: 'html', html: '<b>加粗</b>' });
  });

  it('turns &gt; and &lt; back first, then applies the rule', () => {
    expect(unescapeAngles('&lt;b&gt;x&lt;/b&gt;')).toBe('<b>x</b>');
    expect(notifyContent('&lt;b&gt;留言通过&lt;/b&gt;')).toEqual({ kind: 'html', html: '<b>留言通过</b>' });
    expect(notifyContent('&lt;script&gt;alert(1)&lt;/script&gt;')).toEqual({ kind: 'text', text: '<script>alert(1)</script>' });
  });

  it('shows plain text without a tag as text', () => {
    expect(notifyContent('有人回复了你：1 < 2 且 3 > 2')).toEqual({ kind: 'text', text: '有人回复了你：1 < 2 且 3 > 2' });
  });

  it.each([
    '<img src=x onerror=alert(1)>',
    '<script>document.cookie</script>',
    '<IMG SRC=x OnError=fetch(1)>',
    '<a href="javascript:void(0)">点我</a>',
    '<iframe src="//evil"></iframe>',
    '<body onload=run()>',
    '<b>window.open</b>',
    '<i>prompt</i>',
    '<u>location</u>',
  ])('shows %s as text', (message) => {
    expect(shouldRenderAsHtml(message)).toBe(false);
    expect(notifyContent(message)).toEqual({ kind: 'text', text: message });
  });

  it('sanitized output never keeps on* attributes, scripts or javascript: URLs', () => {
    const dirty = [
      '<img src="x.png" onmouseover="steal()">',
      '<div onclick="steal()">点</div>',
      '<svg><g onfocus="steal()"></g></svg>',
      '<p style="background:url(x)" ondblclick="x()">文</p>',
      '<details open ontoggle="x()">t</details>',
      '<a xlink:href="javascript:x()">a</a>',
    ];
    for (const html of dirty) {
      const clean = sanitizeNotifyHtml(html);
      expect(clean).not.toMatch(/\son[a-z]+\s*=/i);
      expect(clean).not.toMatch(/javascript:/i);
      expect(clean).not.toMatch(/<script/i);
      expect(clean).not.toMatch(/style=/i);
    }
  });

  it.each([
    ['<img src="https://evil.example/x">看图', '看图'],
    ['<h1>大标题</h1>', '大标题'],
    ['<details open><summary>展开</summary>内容</details>', '展开内容'],
    ['<svg><circle r="9"></circle></svg>图', '图'],
    ['<style>body{display:none}</style>样式', '样式'],
    ['<video poster="https://evil.example/p"></video>视频', '视频'],
    ['<b class="x" title="t" id="y">粗</b>', '<b>粗</b>'],
  ])('keeps only a few inline tags and no attributes: %s', (html, clean) => {
    expect(sanitizeNotifyHtml(html)).toBe(clean);
  });

  it('an HTML notification that passes the word rule is still sanitized', () => {
    const content = notifyContent('<p ondblclick="x()">你的留言<b>已通过</b></p>');
    expect(content.kind).toBe('html');
    if (content.kind === 'html') expect(content.html).toBe('<p>你的留言<b>已通过</b></p>');
  });
});

describe('notification targets (SPEC.md §9)', () => {
  const forUser = (item: { type: number; to_id: number | null }) => notifyTarget(item, false);
  const forAdmin = (item: { type: number; to_id: number | null }) => notifyTarget(item, true);

  it('maps type 1 article, 2 talk, 3 message list (or one entry), 5 friend links, 6 the personal centre', () => {
    expect(forUser({ type: 1, to_id: 12 })).toEqual({ kind: 'route', to: '/article?id=12' });
    expect(forUser({ type: 2, to_id: 5 })).toEqual({ kind: 'route', to: '/talk?id=5' });
    expect(forUser({ type: 3, to_id: null })).toEqual({ kind: 'route', to: '/message/list' });
    expect(forUser({ type: 3, to_id: 7 })).toEqual({ kind: 'route', to: '/message/detail?id=7' });
    expect(forUser({ type: 5, to_id: null })).toEqual({ kind: 'route', to: '/link/list' });
    expect(forUser({ type: 6, to_id: null })).toEqual({ kind: 'route', to: '/userCenter' });
    expect(forUser({ type: 9, to_id: 1 })).toBeNull();
  });

  it('opens the console for an admin\'s type 4 alerts, at the screen they name', () => {
    expect(forAdmin({ type: 4, to_id: null })).toEqual({ kind: 'page', href: '/admin' });
    expect(forAdmin({ type: 4, to_id: 1 })).toEqual({ kind: 'page', href: '/admin/comments' });
    expect(forAdmin({ type: 4, to_id: 2 })).toEqual({ kind: 'page', href: '/admin/guestbook' });
    expect(forAdmin({ type: 4, to_id: 3 })).toEqual({ kind: 'page', href: '/admin/links' });
    expect(forAdmin({ type: 4, to_id: 99 })).toEqual({ kind: 'page', href: '/admin' });
  });

  it('never sends anyone else to the console (it would only say 没有后台管理权限): a type 4 they hold opens their personal centre', () => {
    expect(forUser({ type: 4, to_id: null })).toEqual({ kind: 'route', to: '/userCenter' });
    expect(forUser({ type: 4, to_id: 3 })).toEqual({ kind: 'route', to: '/userCenter' });
  });
});
