import { describe, expect, it } from 'vitest';
import { LINK_MESSAGES, linkApplicationBody, linkFieldProblem, resourceListParams, UNKNOWN_RESOURCE_LIST_MESSAGE } from '../src';

describe('friend link rules shared by the form and the server', () => {
  it('accepts only public http(s) addresses', () => {
    for (const url of ['https://example.com', 'http://blog.example.com/a?b=1#c', 'https://中文.example.cn/']) {
      expect(linkFieldProblem.url(url)).toBeNull();
    }
    for (const url of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      '//example.com',
      'example.com',
      'https://localhost',
      'https://user:pass@example.com',
      'https://exa mple.com',
      'https://example.com/"onmouseover="x',
      'https://.example.com',
    ]) {
      expect({ url, problem: linkFieldProblem.url(url) }).toEqual({ url, problem: LINK_MESSAGES.urlInvalid });
    }
    expect(linkFieldProblem.url(`https://e.com/${'x'.repeat(250)}`)).toBe(LINK_MESSAGES.urlLength);
  });

  it('takes an avatar as an http(s) image address or an upload of ours', () => {
    expect(linkFieldProblem.site_avatar(`/uploads/img/${'f'.repeat(64)}.webp`)).toBeNull();
    expect(linkFieldProblem.site_avatar('https://img.example.com/me.png')).toBeNull();
    expect(linkFieldProblem.site_avatar('/uploads/img/x.webp')).toBe(LINK_MESSAGES.avatarInvalid);
    expect(linkFieldProblem.site_avatar('data:image/png;base64,AAAA')).toBe(LINK_MESSAGES.avatarInvalid);
  });

  it('counts characters, not UTF-16 units, and trims before checking', () => {
    expect(linkFieldProblem.site_name('🐱'.repeat(20))).toBeNull();
    expect(linkFieldProblem.site_name('🐱'.repeat(21))).toBe(LINK_MESSAGES.siteNameLength);
    expect(linkFieldProblem.site_desc(`  ${'述'.repeat(60)}  `)).toBeNull();
    expect(linkFieldProblem.site_desc('   ')).toBe(LINK_MESSAGES.siteDescRequired);
  });

  it('the zod schema trims and reports the same first message', () => {
    const parsed = linkApplicationBody.parse({ site_name: ' 站 ', site_desc: ' 描述 ', site_avatar: ' https://a.example.com/x.png ', url: ' https://a.example.com ' });
    expect(parsed).toEqual({ site_name: '站', site_desc: '描述', site_avatar: 'https://a.example.com/x.png', url: 'https://a.example.com' });
    const failed = linkApplicationBody.safeParse({ site_name: '站', site_desc: '描述', site_avatar: 'https://a.example.com/x.png', url: 'javascript:alert(1)' });
    expect(failed.success ? null : failed.error.issues[0]?.message).toBe(LINK_MESSAGES.urlInvalid);
  });

  it('knows the three resource lists', () => {
    expect(resourceListParams.parse({ list: 'site' })).toEqual({ list: 'site' });
    const failed = resourceListParams.safeParse({ list: 'side' });
    expect(failed.success ? null : failed.error.issues[0]?.message).toBe(UNKNOWN_RESOURCE_LIST_MESSAGE);
  });
});
