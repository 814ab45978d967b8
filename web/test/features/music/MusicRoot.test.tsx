import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from '../article/domPolyfills';
import { stubMediaPlayback } from './audioStubs';
import { song } from './fixtures';

vi.mock('@/features/music/api', async () => (await import('./mocks')).musicApiMock());
vi.mock('@/lib/feedback', async () => (await import('./mocks')).feedbackMock());

const api = await import('@/features/music/api');
const { feedback } = await import('@/lib/feedback');
const { useMusicStore } = await import('@/features/music/store');
const { MusicRoot } = await import('@/features/music/components/MusicRoot');
const { dismissStartHint } = await import('@/features/music/startHint');

const initial = useMusicStore.getInitialState();
const PLAYLISTS = [1, 2, 3, 4, 5].map((id) => ({ id, name: `榜单${id}`, coverImgUrl: `/c/${id}.webp` }));

function renderRoot(url = '/home') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <MusicRoot />
    </MemoryRouter>,
  );
}

beforeAll(installDomPolyfills);
beforeEach(() => {
  stubMediaPlayback();
  dismissStartHint();
  localStorage.clear();
  useMusicStore.setState(initial, true);
  document.documentElement.style.overflowY = '';
  vi.mocked(api.getToplist).mockResolvedValue({ list: PLAYLISTS });
  vi.mocked(api.getPlaylistTracks).mockImplementation(async (id, offset) =>
    offset === 0 ? [song(id * 10 + 1, `榜${id}的歌`), song(id * 10 + 2)] : [],
  );
});
afterEach(() => vi.clearAllMocks());

describe('MusicRoot', () => {
  it('shows the start toast once per visitor: the next page load, which reads the saved player, has none', async () => {
    const first = renderRoot();
    expect(screen.getByRole('status').textContent).toContain('左下角听听歌吧～');
    first.unmount();
    dismissStartHint();
    // A new page load: the store starts over from what was saved (written at once, not at page exit).
    useMusicStore.setState(initial, true);
    await useMusicStore.persist.rehydrate();
    renderRoot();
    expect(screen.queryByText('左下角听听歌吧～')).toBeNull();
  });

  it('hides the start toast after 3 s', () => {
    vi.useFakeTimers();
    try {
      renderRoot();
      expect(screen.getByText('左下角听听歌吧～')).toBeTruthy();
      act(() => vi.advanceTimersByTime(3_000));
      expect(screen.queryByText('左下角听听歌吧～')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the disc opens the panel on the 4th playlist and locks page scroll; Esc closes it', { timeout: 20_000 }, async () => {
    renderRoot();
    fireEvent.click(screen.getByRole('button', { name: '打开音乐面板' }));
    // The first open loads the panel's chunk (antd parts and all), slow under jsdom.
    expect(await screen.findByRole('dialog', { name: '音乐播放器' }, { timeout: 10_000 })).toBeTruthy();
    expect(document.documentElement.style.overflowY).toBe('hidden');
    expect(screen.queryByRole('button', { name: '打开音乐面板' })).toBeNull();

    expect(await screen.findByRole('button', { name: '榜4的歌' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /榜单4/ }).getAttribute('aria-pressed')).toBe('true');
    for (const header of ['歌曲', '歌手', '其他', '操作']) expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    expect(screen.getByText('歌单分类')).toBeTruthy();
    expect(screen.getByRole('button', { name: '搜索歌曲' })).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '音乐播放器' })).toBeNull());
    expect(document.documentElement.style.overflowY).toBe('');
    expect(screen.getByRole('button', { name: '打开音乐面板' })).toBeTruthy();
  });

  it('marks ranked songs already in the custom list as added', async () => {
    useMusicStore.getState().addToCustom(song(41, '榜4的歌'));
    renderRoot();
    fireEvent.click(screen.getByRole('button', { name: '打开音乐面板' }));
    const added = await screen.findByRole('button', { name: '榜4的歌 已在播放列表' });
    expect((added as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '添加 歌曲42 到播放列表' }));
    expect(feedback.message.success).toHaveBeenCalledWith({ content: '添加成功', duration: 1 });
    expect(await screen.findByRole('button', { name: '歌曲42 已在播放列表' })).toBeTruthy();
  });

  it('?showSpecial opens the lyric board in special mode', async () => {
    useMusicStore.setState({ currentSong: song(3, '晚风', '某人') });
    vi.mocked(api.getSongDetail).mockResolvedValue(song(3, '晚风', '某人'));
    vi.mocked(api.getSongUrl).mockResolvedValue('/music/3.mp3');
    vi.mocked(api.getLyric).mockResolvedValue('[00:00.00]晚风吹过');
    renderRoot('/home?showSpecial');
    expect(await screen.findByRole('heading', { name: '晚风' })).toBeTruthy();
    expect(useMusicStore.getState()).toMatchObject({ panelOpen: true, lyricType: 'SPECIAL', panelView: 'lyric' });
    expect(screen.getByRole('button', { name: '歌词模式' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: '歌词模式' }));
    expect(useMusicStore.getState().lyricType).toBe('COMMON');
  });

  it('space toggles play while the panel has focus', async () => {
    useMusicStore.setState({ panelOpen: true });
    const toggle = vi.spyOn(await import('@/features/music/player/controller'), 'togglePlay');
    renderRoot();
    const panel = await screen.findByRole('dialog', { name: '音乐播放器' });
    fireEvent.keyDown(panel, { key: ' ' });
    expect(toggle).toHaveBeenCalledTimes(1);
    toggle.mockRestore();
  });
});
