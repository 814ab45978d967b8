import { describe, expect, it } from 'vitest';
import { isMessageBgUrl, isMessageColor, MESSAGE_TEXT, messageDraftProblem, type MessageDraft, type MessageItem } from '@blog/contract';
import { clearSavedDraft, draftToSend, EMPTY_DRAFT, readSavedDraft, saveDraft } from '@/features/message/draft';
import { parseColor, pickerColorToCss } from '@/features/message/logic/colors';
import { appendPage, hasMore } from '@/features/message/logic/messagePages';
import { messageCardStyle, messageTextColor } from '@/features/message/logic/messageStyle';
import { backgroundFileProblem } from '@/features/message/logic/backgroundFile';
import { sessionStore } from '@/lib/storage';

const draft = (patch: Partial<MessageDraft> = {}): MessageDraft => ({ ...EMPTY_DRAFT, message: '你好', ...patch });

describe('留言草稿的校验（与服务器同一套规则）', () => {
  it('内容必填，去掉空白后最多 500 个字（表情算一个字）', () => {
    expect(messageDraftProblem(draft({ message: '   ' }), { guest: false })).toBe('请输入留言内容');
    expect(messageDraftProblem(draft({ message: '长'.repeat(501) }), { guest: false })).toBe('留言不能超过 500 个字');
    expect(messageDraftProblem(draft({ message: '😀'.repeat(500) }), { guest: false })).toBeNull();
    expect(messageDraftProblem(draft({ message: `  ${'长'.repeat(500)}  ` }), { guest: false })).toBeNull();
  });

  it('标签、字号、字重和背景图片的范围', () => {
    expect(messageDraftProblem(draft({ tag: '一二三四五六七八九十' }), { guest: false })).toBeNull();
    expect(messageDraftProblem(draft({ tag: '一二三四五六七八九十一' }), { guest: false })).toBe('标签不能超过 10 个字');
    expect(messageDraftProblem(draft({ font_size: 11 }), { guest: false })).toBe('字体大小应在 12–40 之间');
    expect(messageDraftProblem(draft({ font_size: 40 }), { guest: false })).toBeNull();
    expect(messageDraftProblem(draft({ font_size: 16.5 }), { guest: false })).toBe('字体大小应在 12–40 之间');
    expect(messageDraftProblem(draft({ font_weight: 450 }), { guest: false })).toBe('字体粗细只能是 100 到 900 之间的整百数');
    expect(messageDraftProblem(draft({ bg_url: 'https://example.com/a.webp' }), { guest: false })).toBe('背景图片不正确，请重新上传');
  });

  it('游客必须填 1–16 个字的昵称，登录用户不用', () => {
    expect(messageDraftProblem(draft({ nick_name: '  ' }), { guest: true })).toBe('请输入昵称');
    expect(messageDraftProblem(draft({ nick_name: '一二三四五六七八九十一二三四五六七' }), { guest: true })).toBe('昵称不能超过 16 个字');
    expect(messageDraftProblem(draft({ nick_name: '过客' }), { guest: true })).toBeNull();
    expect(messageDraftProblem(draft({ nick_name: '' }), { guest: false })).toBeNull();
  });

  it('颜色接受 transparent、十六进制、rgb/rgba、hsl/hsla、hsv/hsva（原版客户端的预设），挡住 CSS 注入', () => {
    const ok = ['#abc', '#abcd', '#A1B2C3', '#c7158577', 'rgb(0,0,0)', 'rgba(255, 255, 255, 0.5)', 'rgba(1,2,3,0)', 'rgba(1,2,3,1)', 'transparent'];
    ok.push('hsv(51, 100, 98)', 'hsva(120, 40, 94, 0.5)', 'hsl(181, 100%, 37%)', 'hsla(209, 100%, 56%, 0.73)');
    for (const value of ok) expect(isMessageColor(value), value).toBe(true);
    const bad = ['red', '#12345', '#12345g', 'rgba(256,0,0,1)', 'rgba(0,0,0,1.5)', 'url(x)', '#fff;background:url(x)', 'var(--x)', 'rgb(0,0,0) !important'];
    bad.push('hsl(361, 10%, 10%)', 'hsl(1, 101%, 1%)', 'hsla(1, 2%, 3%, 2)', 'hsv(1,2,3);x', 'rgb(1%, 2%, 3%)', 'transparent;x');
    for (const value of bad) {
      expect(isMessageColor(value), value).toBe(false);
    }
    expect(messageDraftProblem(draft({ color: 'red' }), { guest: false })).toBe(MESSAGE_TEXT.badColor);
    expect(messageDraftProblem(draft({ bg_color: 'url(x)' }), { guest: false })).toBe(MESSAGE_TEXT.badBgColor);
  });

  it('背景图片只能是本站上传或演示图片的地址', () => {
    expect(isMessageBgUrl('')).toBe(true);
    expect(isMessageBgUrl(`/uploads/img/${'0f'.repeat(32)}.webp`)).toBe(true);
    expect(isMessageBgUrl('/uploads/seed/message-bg-1.webp')).toBe(true);
    expect(isMessageBgUrl('/uploads/img/../secrets.webp')).toBe(false);
    expect(isMessageBgUrl('/uploads/img/x.webp")')).toBe(false);
  });

  it('背景图片文件：只要图片，不超过 5MB', () => {
    expect(backgroundFileProblem({ type: 'image/png', size: 1024 })).toBeNull();
    expect(backgroundFileProblem({ type: 'text/plain', size: 10 })).toBe('只能上传图片文件');
    expect(backgroundFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('背景图片不能超过 5MB');
  });
});

describe('颜色', () => {
  it('取色器的颜色变成服务器接受的写法', () => {
    expect(pickerColorToCss({ r: 255, g: 0, b: 16, a: 1 })).toBe('#ff0010');
    expect(pickerColorToCss({ r: 12.6, g: 300, b: -4, a: 0.333333 })).toBe('rgba(13, 255, 0, 0.33)');
    expect(isMessageColor(pickerColorToCss({ r: 1, g: 2, b: 3, a: 0.123456 }))).toBe(true);
  });

  it('解析四种写法，其他的不认', () => {
    expect(parseColor('#abc')).toEqual({ r: 170, g: 187, b: 204, a: 1 });
    expect(parseColor('rgba(1, 2, 3, 0.5)')).toEqual({ r: 1, g: 2, b: 3, a: 0.5 });
    expect(parseColor('red')).toBeNull();
    expect(parseColor('transparent')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
    expect(parseColor('#c7158577')).toEqual({ r: 199, g: 21, b: 133, a: 0.47 });
    expect(parseColor('hsl(181, 100%, 37%)')).toEqual({ r: 0, g: 186, b: 189, a: 1 });
    expect(parseColor('hsva(120, 40, 94, 0.5)')).toEqual({ r: 144, g: 240, b: 144, a: 0.5 });
  });

  it('作者选的文字颜色在背景上看不清时，换成黑或白；没选颜色的卡片跟随主题', () => {
    // Dark grey text on the dark theme's card: unreadable, so white.
    expect(messageTextColor({ color: '#333333', bg_color: '', bg_url: '' }, 'dark')).toBe('#ffffff');
    expect(messageTextColor({ color: '#333333', bg_color: '', bg_url: '' }, 'light')).toBe('#333333');
    // Its own light background makes it readable in both themes.
    expect(messageTextColor({ color: '#333333', bg_color: '#fef3c7', bg_url: '' }, 'dark')).toBe('#333333');
    expect(messageTextColor({ color: '', bg_color: '', bg_url: '' }, 'dark')).toBeUndefined();
    expect(messageTextColor({ color: '', bg_color: '#1f2937', bg_url: '' }, 'light')).toBe('#ffffff');
    expect(messageTextColor({ color: '', bg_color: '', bg_url: '/uploads/seed/message-bg-1.webp' }, 'light')).toBe('#ffffff');
  });

  it('卡片样式带上字号、字重、背景色和图片', () => {
    const style = messageCardStyle({ color: '#fff', bg_color: '#123456', bg_url: '/uploads/seed/a.webp', font_size: 36, font_weight: 700 }, 'light', { maxFontSize: 20 });
    expect(style).toMatchObject({ fontSize: 20, fontWeight: 700, color: '#ffffff', backgroundColor: '#123456', backgroundSize: 'cover' });
    expect(String(style.backgroundImage)).toContain('url("/uploads/seed/a.webp")');
  });

  it('原版客户端存的 hsv()/hsla()/transparent 画成浏览器认识的颜色', () => {
    const hsv = messageCardStyle({ color: '', bg_color: 'hsv(51, 100, 98)', bg_url: '', font_size: 16, font_weight: 500 }, 'light');
    expect(hsv.backgroundColor).toBe('#fad400');
    const hsla = messageCardStyle({ color: 'hsla(209, 100%, 56%, 0.73)', bg_color: 'transparent', bg_url: '', font_size: 16, font_weight: 500 }, 'dark');
    expect(hsla.backgroundColor).toBe('rgba(0, 0, 0, 0)');
    expect(hsla.color).toBe('rgba(31, 147, 255, 0.73)');
  });
});

describe('分页和草稿', () => {
  const item = (id: number) => ({ id }) as MessageItem;

  it('加载更多时不重复显示已经在列表里的留言', () => {
    expect(appendPage([item(5), item(4)], [item(4), item(3)]).map((m) => m.id)).toEqual([5, 4, 3]);
    expect(hasMore(10, 24, 10, 10)).toBe(true);
    expect(hasMore(24, 24, 4, 10)).toBe(false);
    expect(hasMore(20, 24, 7, 10)).toBe(false);
  });

  it('登录用户不发送昵称；游客的昵称和内容去掉首尾空白', () => {
    expect(draftToSend(draft({ message: ' 嗨 ', nick_name: '冒名' }), false)).not.toHaveProperty('nick_name');
    expect(draftToSend(draft({ message: ' 嗨 ', tag: ' 打卡 ', nick_name: ' 过客 ' }), true)).toMatchObject({ message: '嗨', tag: '打卡', nick_name: '过客' });
  });

  it('没发出去的草稿留在会话存储里；坏数据回到空草稿', () => {
    saveDraft(draft({ message: '写到一半', font_size: 30 }));
    expect(readSavedDraft()).toMatchObject({ message: '写到一半', font_size: 30 });
    clearSavedDraft();
    expect(readSavedDraft()).toEqual(EMPTY_DRAFT);
    sessionStore.set('messageDraft', { message: 42, font_size: 'big', tag: '好' });
    expect(readSavedDraft()).toEqual({ ...EMPTY_DRAFT, tag: '好' });
  });
});
