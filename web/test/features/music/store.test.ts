import { STORAGE_KEYS } from '@blog/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeKey, storage } from '@/lib/storage';
import { song } from './fixtures';

vi.mock('@/features/music/api', async () => (await import('./mocks')).musicApiMock());

const api = await import('@/features/music/api');
const { useMusicStore, flushMusicState } = await import('@/features/music/store');
const { flushOnPageExit } = await import('@/features/music/persistence');

const initial = useMusicStore.getInitialState();

beforeEach(() => {
  useMusicStore.setState(initial, true);
  flushMusicState();
  window.localStorage.clear();
});
afterEach(() => vi.clearAllMocks());

describe('player state defaults', () => {
  it('starts paused at volume 0.5, COMMON lyrics, TOP list, RANDOM mode', () => {
    const s = useMusicStore.getState();
    expect(s).toMatchObject({
      volume: 0.5,
      paused: true,
      currentTime: 0,
      duration: 0,
      lyricType: 'COMMON',
      playType: 'TOP',
      playMode: 'RANDOM',
      currentLyricIndex: -1,
      progress: 0,
    });
  });
});

describe('custom list', () => {
  it('adding switches to CUSTOM; a duplicate is ignored; emptying returns to TOP', () => {
    const store = useMusicStore.getState();
    expect(store.addToCustom(song(1))).toBe(true);
    expect(useMusicStore.getState().playType).toBe('CUSTOM');
    expect(store.addToCustom(song(1))).toBe(false);
    expect(store.addToCustom(song(2))).toBe(true);
    expect(useMusicStore.getState().customList.map((s) => s.id)).toEqual([1, 2]);

    store.removeFromCustom(1);
    expect(useMusicStore.getState().playType).toBe('CUSTOM');
    store.removeFromCustom(2);
    expect(useMusicStore.getState().customList).toEqual([]);
    expect(useMusicStore.getState().playType).toBe('TOP');
  });

  it('clearing empties the list and returns to TOP', () => {
    useMusicStore.getState().addToCustom(song(1));
    useMusicStore.getState().clearCustom();
    expect(useMusicStore.getState()).toMatchObject({ customList: [], playType: 'TOP' });
  });
});

describe('modes and volume', () => {
  it('cycles the play mode RANDOM → LISTLOOP → SINGLECYCLE → RANDOM', () => {
    const seen = [useMusicStore.getState().playMode];
    for (let i = 0; i < 3; i += 1) {
      useMusicStore.getState().togglePlayMode();
      seen.push(useMusicStore.getState().playMode);
    }
    expect(seen).toEqual(['RANDOM', 'LISTLOOP', 'SINGLECYCLE', 'RANDOM']);
  });

  it('toggles the lyric type and keeps the volume within 0–1', () => {
    useMusicStore.getState().toggleLyricType();
    expect(useMusicStore.getState().lyricType).toBe('SPECIAL');
    useMusicStore.getState().toggleLyricType();
    expect(useMusicStore.getState().lyricType).toBe('COMMON');
    useMusicStore.getState().setVolume(3);
    expect(useMusicStore.getState().volume).toBe(1);
    useMusicStore.getState().setVolume(Number.NaN);
    expect(useMusicStore.getState().volume).toBe(1);
  });

  it('follows the audio time with progress and the current lyric line', () => {
    useMusicStore.setState({ musicInfo: { id: 1, url: '/a.mp3', lyricList: ['一', '二'], lyricTimeList: [0, 2_000] } });
    useMusicStore.getState().syncTime(2.5, 60);
    expect(useMusicStore.getState()).toMatchObject({ currentTime: 2.5, duration: 60, progress: 4.17, currentLyricIndex: 1 });
  });
});

describe('ranked playlists', () => {
  it('selects the 4th playlist by default and loads its first page of 30 from offset 0', async () => {
    vi.mocked(api.getToplist).mockResolvedValue({ list: [1, 2, 3, 4, 5].map((id) => ({ id, name: `榜单${id}`, coverImgUrl: '' })) });
    vi.mocked(api.getPlaylistTracks).mockResolvedValue([song(1), song(2)]);
    await useMusicStore.getState().loadToplist();
    expect(useMusicStore.getState().selectedPlaylistId).toBe(4);
    expect(api.getPlaylistTracks).toHaveBeenCalledWith(4, 0, 30);
    expect(useMusicStore.getState().ranked.items.map((s) => s.id)).toEqual([1, 2]);
  });

  it("opens with the admin's default playlist when the server names one, wherever it stands", async () => {
    vi.mocked(api.getToplist).mockResolvedValue({ list: [1, 2, 3, 4, 5].map((id) => ({ id, name: `榜单${id}`, coverImgUrl: '' })), defaultId: 2 });
    vi.mocked(api.getPlaylistTracks).mockResolvedValue([song(1)]);
    await useMusicStore.getState().loadToplist();
    expect(useMusicStore.getState().selectedPlaylistId).toBe(2);
    expect(api.getPlaylistTracks).toHaveBeenCalledWith(2, 0, 30);
  });

  it('two callers at once share one load of the playlists and their first page', async () => {
    vi.mocked(api.getToplist).mockResolvedValue({ list: [1, 2, 3, 4].map((id) => ({ id, name: `榜单${id}`, coverImgUrl: '' })) });
    vi.mocked(api.getPlaylistTracks).mockResolvedValue([song(1)]);
    const store = useMusicStore.getState();
    await Promise.all([store.loadToplist(), store.loadToplist()]);
    expect(api.getToplist).toHaveBeenCalledTimes(1);
    expect(api.getPlaylistTracks).toHaveBeenCalledTimes(1);
    // The second caller returned only once the songs were there.
    expect(useMusicStore.getState().ranked.items.map((s) => s.id)).toEqual([1]);
  });

  it('pages by 30 and stops on an empty page', async () => {
    vi.mocked(api.getPlaylistTracks).mockResolvedValueOnce([song(1)]).mockResolvedValueOnce([song(2)]).mockResolvedValueOnce([]);
    await useMusicStore.getState().selectPlaylist(7);
    await useMusicStore.getState().loadMoreRanked();
    await useMusicStore.getState().loadMoreRanked();
    expect(vi.mocked(api.getPlaylistTracks).mock.calls).toEqual([
      [7, 0, 30],
      [7, 30, 30],
      [7, 60, 30],
    ]);
    expect(useMusicStore.getState().ranked).toMatchObject({ hasMore: false });
    expect(useMusicStore.getState().ranked.items.map((s) => s.id)).toEqual([1, 2]);

    await useMusicStore.getState().loadMoreRanked();
    expect(api.getPlaylistTracks).toHaveBeenCalledTimes(3);
  });
});

describe('persistence under blog-music-player', () => {
  it('saves the last track, custom list, volume and mode on page unload and restores them', async () => {
    const stop = flushOnPageExit(flushMusicState);
    const s = useMusicStore.getState();
    s.addToCustom(song(2));
    s.setVolume(0.3);
    s.togglePlayMode();
    useMusicStore.setState({ currentSong: song(5, '晚风'), currentTime: 12 });

    // Nothing is written while the page is in use.
    expect(storage.get(STORAGE_KEYS.musicPlayer)).toBeUndefined();
    window.dispatchEvent(new Event('pagehide'));
    stop();

    const raw = window.localStorage.getItem(encodeKey(STORAGE_KEYS.musicPlayer));
    expect(raw).toBeTruthy();
    expect(raw).not.toContain('晚风');
    const saved = storage.get<{ state: Record<string, unknown> }>(STORAGE_KEYS.musicPlayer);
    expect(saved?.state).toMatchObject({ volume: 0.3, playMode: 'LISTLOOP', playType: 'CUSTOM', currentTime: 12 });

    useMusicStore.setState(initial, true);
    await useMusicStore.persist.rehydrate();
    const restored = useMusicStore.getState();
    expect(restored.currentSong?.name).toBe('晚风');
    expect(restored.customList.map((x) => x.id)).toEqual([2]);
    expect(restored).toMatchObject({ volume: 0.3, playMode: 'LISTLOOP', playType: 'CUSTOM', currentTime: 12, duration: 60, paused: true });
  });

  it('ignores malformed saved values', async () => {
    storage.set(STORAGE_KEYS.musicPlayer, {
      state: { volume: 7, playMode: 'SHUFFLE', customList: [{ nope: 1 }, song(3)], playType: 'CUSTOM', currentSong: 'x' },
      version: 0,
    });
    await useMusicStore.persist.rehydrate();
    const s = useMusicStore.getState();
    expect(s.volume).toBe(0.5);
    expect(s.playMode).toBe('RANDOM');
    expect(s.customList.map((x) => x.id)).toEqual([3]);
    expect(s.playType).toBe('CUSTOM');
    expect(s.currentSong).toBeNull();
  });
});
