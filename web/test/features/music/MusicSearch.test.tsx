import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from '../article/domPolyfills';
import { stubMediaPlayback } from './audioStubs';
import { song } from './fixtures';

vi.mock('@/features/music/api', async () => (await import('./mocks')).musicApiMock());
vi.mock('@/lib/feedback', async () => (await import('./mocks')).feedbackMock());

const api = await import('@/features/music/api');
const { feedback } = await import('@/lib/feedback');
const { useMusicStore } = await import('@/features/music/store');
const { MusicSearch } = await import('@/features/music/components/MusicSearch');

const initial = useMusicStore.getInitialState();
const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => song(from + i));

function input(): HTMLInputElement {
  return screen.getByPlaceholderText('请输入歌名或歌手') as HTMLInputElement;
}

function searchFor(text: string): void {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
}

beforeAll(installDomPolyfills);
beforeEach(() => {
  stubMediaPlayback();
  useMusicStore.setState(initial, true);
});
afterEach(() => vi.clearAllMocks());

describe('MusicSearch', () => {
  it('shows the placeholder and 空空如也 before any search', () => {
    render(<MusicSearch />);
    expect(input()).toBeTruthy();
    expect(screen.getByText('空空如也')).toBeTruthy();
  });

  it('a search with no hits shows 空空如也 and the 1 s toast 没有相关的歌曲', async () => {
    vi.mocked(api.searchSongs).mockResolvedValue([]);
    render(<MusicSearch />);
    searchFor('不存在的歌');
    await waitFor(() => expect(feedback.message.info).toHaveBeenCalledWith({ content: '没有相关的歌曲', duration: 1 }));
    expect(api.searchSongs).toHaveBeenCalledWith('不存在的歌', 0, 20);
    expect(screen.getByText('空空如也')).toBeTruthy();
  });

  it('loads more at offset 20 and appends, then shows 已经到底了 after an empty page', async () => {
    vi.mocked(api.searchSongs).mockResolvedValueOnce(page(1, 20)).mockResolvedValueOnce(page(21, 3)).mockResolvedValueOnce([]);
    render(<MusicSearch />);
    searchFor('  歌 ');
    expect(await screen.findByRole('button', { name: '歌曲20' })).toBeTruthy();
    expect(api.searchSongs).toHaveBeenLastCalledWith('歌', 0, 20);

    fireEvent.click(screen.getByRole('button', { name: '点击加载更多～' }));
    expect(await screen.findByRole('button', { name: '歌曲23' })).toBeTruthy();
    expect(api.searchSongs).toHaveBeenLastCalledWith('歌', 20, 20);
    expect(screen.getByRole('button', { name: '歌曲1' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '点击加载更多～' }));
    expect(await screen.findByText('已经到底了')).toBeTruthy();
    expect(api.searchSongs).toHaveBeenLastCalledWith('歌', 40, 20);
    expect(screen.queryByRole('button', { name: '点击加载更多～' })).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(23);
    expect(feedback.message.info).not.toHaveBeenCalled();
  });

  it('a new search starts again at offset 0 and replaces the results', async () => {
    vi.mocked(api.searchSongs).mockResolvedValueOnce(page(1, 2)).mockResolvedValueOnce([song(50, '晚风')]);
    render(<MusicSearch />);
    searchFor('甲');
    expect(await screen.findByRole('button', { name: '歌曲2' })).toBeTruthy();
    searchFor('晚风');
    expect(await screen.findByRole('button', { name: '晚风' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '歌曲2' })).toBeNull();
    expect(api.searchSongs).toHaveBeenLastCalledWith('晚风', 0, 20);
  });

  it('empty text clears the results and makes no call', async () => {
    vi.mocked(api.searchSongs).mockResolvedValueOnce(page(1, 2));
    render(<MusicSearch />);
    searchFor('甲');
    expect(await screen.findByRole('button', { name: '歌曲1' })).toBeTruthy();

    searchFor('   ');
    expect(screen.queryByRole('button', { name: '歌曲1' })).toBeNull();
    expect(screen.getByText('空空如也')).toBeTruthy();
    expect(api.searchSongs).toHaveBeenCalledTimes(1);
  });

  it('adds a song with 添加成功 once; a duplicate is silently ignored', async () => {
    vi.mocked(api.searchSongs).mockResolvedValueOnce([song(7, '夜曲')]);
    render(<MusicSearch />);
    searchFor('夜曲');
    fireEvent.click(await screen.findByRole('button', { name: '添加 夜曲 到播放列表' }));
    expect(feedback.message.success).toHaveBeenCalledWith({ content: '添加成功', duration: 1 });
    expect(useMusicStore.getState()).toMatchObject({ playType: 'CUSTOM' });

    fireEvent.click(screen.getByRole('button', { name: '夜曲 已在播放列表' }));
    expect(feedback.message.success).toHaveBeenCalledTimes(1);
    expect(useMusicStore.getState().customList).toHaveLength(1);
  });

  it('clicking a song name plays it', async () => {
    vi.mocked(api.searchSongs).mockResolvedValueOnce([song(7, '夜曲')]);
    vi.mocked(api.getSongDetail).mockResolvedValue(song(7, '夜曲'));
    vi.mocked(api.getSongUrl).mockResolvedValue('/music/7.mp3');
    vi.mocked(api.getLyric).mockResolvedValue('');
    render(<MusicSearch />);
    searchFor('夜曲');
    const name = await screen.findByRole('button', { name: '夜曲' });
    await act(async () => {
      fireEvent.click(name);
    });
    await waitFor(() => expect(useMusicStore.getState().musicInfo?.url).toBe('/music/7.mp3'));
    expect(api.getSongUrl).toHaveBeenCalledWith(7);
  });
});
