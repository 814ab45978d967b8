import { describe, expect, it } from 'vitest';
import { checkLrc, playlistLayoutBody, songUpdateBody } from '../src';

describe('checkLrc', () => {
  it('reads timed lines in time order, with several tags on a line and metadata tags skipped', () => {
    const result = checkLrc('\uFEFF[ti:标题]\r\n[00:02.50]第二\n\n[00:01]第一[x]\n[01:00.5][00:03.123]重复');
    expect(result).toEqual({
      ok: true,
      lines: [
        { ms: 1000, text: '第一[x]' },
        { ms: 2500, text: '第二' },
        { ms: 3123, text: '重复' },
        { ms: 60_500, text: '重复' },
      ],
    });
  });

  it('takes empty text as no lyrics', () => {
    expect(checkLrc('  \n')).toEqual({ ok: true, lines: [] });
  });

  it.each([
    ['[00:01.00]好\n[00:60.00]坏', '第 2 行的时间标签 [00:60.00] 秒数不能超过 59'],
    ['[00:01.00]好\n[aa:01.00]坏', '第 2 行的时间标签 [aa:01.00] 格式不正确'],
    ['[00:01.00]好\n\n没有标签', '第 3 行没有时间标签'],
    ['[ti:只有标签]', '歌词里没有带时间标签的行'],
  ])('refuses %j naming the line', (text, message) => {
    const result = checkLrc(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });
});

describe('music admin bodies', () => {
  it('trims and de-duplicates artists, and needs one', () => {
    expect(songUpdateBody.parse({ id: 1, title: ' 歌 ', artists: [' 甲 ', '甲', '', '乙'] })).toMatchObject({ title: '歌', artists: ['甲', '乙'], album: '', aliases: [] });
    expect(songUpdateBody.safeParse({ id: 1, title: '歌', artists: ['  '] }).error?.issues[0]?.message).toBe('请至少填写一位歌手');
  });

  it('the default playlist must be one of those shown', () => {
    expect(playlistLayoutBody.safeParse({ shownIds: [1, 2], defaultId: 3 }).error?.issues[0]?.message).toBe('默认歌单必须是在音乐面板中显示的歌单');
    expect(playlistLayoutBody.safeParse({ shownIds: [1, 1], defaultId: 1 }).success).toBe(false);
    expect(playlistLayoutBody.parse({ shownIds: [2, 1], defaultId: 1 })).toEqual({ shownIds: [2, 1], defaultId: 1 });
  });
});
