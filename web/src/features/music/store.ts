import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { DEFAULT_PLAYLIST_INDEX, PAGE_SIZE, STORAGE_KEYS, type PlaylistSummary, type Song } from '@blog/contract';
import { getPlaylistTracks, getToplist } from './api';
import {
  addToCustomList,
  applyPage,
  DEFAULT_VOLUME,
  emptyPaged,
  isPlayMode,
  lyricIndexAt,
  nextPlayMode,
  playTypeAfterChange,
  progressPercent,
  removeFromCustomList,
  requestOffset,
  type Paged,
  type PlayMode,
  type PlayType,
} from './logic';
import { deferredCodecStorage } from './persistence';

export type LyricType = 'COMMON' | 'SPECIAL';
export type PanelView = 'list' | 'lyric';

/** Music info of SPEC.md §3: what the audio element plays and the lyrics that go with it. */
export interface MusicInfo {
  id: number;
  url: string;
  lyricList: string[];
  /** Milliseconds. */
  lyricTimeList: number[];
}

export interface MusicState {
  // Player state (SPEC.md §3).
  volume: number;
  paused: boolean;
  /** Seconds. */
  currentTime: number;
  /** Seconds. */
  duration: number;
  lyricType: LyricType;
  playType: PlayType;
  playMode: PlayMode;
  currentLyricIndex: number;
  progress: number;

  currentSong: Song | null;
  musicInfo: MusicInfo | null;
  /** Id of the song whose detail, URL and lyrics are on their way. */
  loadingSongId: number | null;

  panelOpen: boolean;
  panelView: PanelView;

  playlists: PlaylistSummary[];
  selectedPlaylistId: number | null;
  ranked: Paged<Song>;
  rankedLoading: boolean;
  customList: Song[];
  /** Whether this visitor has been shown 左下角听听歌吧～ (startHint.ts): once per visitor. */
  startHintSeen: boolean;

  /** Adds a song to the custom list; false when it was already there. */
  addToCustom(song: Song): boolean;
  removeFromCustom(songId: number): void;
  clearCustom(): void;
  togglePlayMode(): void;
  setVolume(volume: number): void;
  setLyricType(type: LyricType): void;
  toggleLyricType(): void;
  setPanelOpen(open: boolean): void;
  setPanelView(view: PanelView): void;
  /** Audio time update: progress and current lyric line follow. */
  syncTime(currentTime: number, duration?: number): void;
  loadToplist(): Promise<void>;
  selectPlaylist(id: number): Promise<void>;
  loadMoreRanked(): Promise<void>;
}

type PersistedMusic = Pick<
  MusicState,
  'currentSong' | 'customList' | 'volume' | 'playMode' | 'playType' | 'lyricType' | 'currentTime' | 'startHintSeen'
>;

/**
 * The first load of the playlists and their default songs, while under way: the panel and a
 * control wanting the default track (the disc, the special view) may ask at the same moment, and
 * both must wait for the same songs rather than ask twice.
 */
let toplistLoading: Promise<void> | null = null;

export const musicPersistStorage = deferredCodecStorage<PersistedMusic>();

/** Writes the saved player state now (page unload does this). */
export function flushMusicState(): void {
  musicPersistStorage.flush();
}

function isSong(value: unknown): value is Song {
  const song = value as Partial<Song> | null;
  return !!song && typeof song === 'object' && typeof song.id === 'number' && typeof song.name === 'string';
}

/** Only well-formed saved values replace the defaults; anything else is ignored. */
function mergeSaved(persisted: unknown, current: MusicState): MusicState {
  const saved = (persisted ?? {}) as Partial<PersistedMusic>;
  const customList = Array.isArray(saved.customList) ? saved.customList.filter(isSong) : current.customList;
  const volume =
    typeof saved.volume === 'number' && saved.volume >= 0 && saved.volume <= 1 ? saved.volume : current.volume;
  const currentSong = isSong(saved.currentSong) ? saved.currentSong : current.currentSong;
  const currentTime =
    currentSong && typeof saved.currentTime === 'number' && saved.currentTime >= 0 ? saved.currentTime : 0;
  return {
    ...current,
    customList,
    volume,
    currentSong,
    currentTime,
    playMode: isPlayMode(saved.playMode) ? saved.playMode : current.playMode,
    playType: customList.length > 0 && saved.playType === 'CUSTOM' ? 'CUSTOM' : 'TOP',
    lyricType: saved.lyricType === 'SPECIAL' ? 'SPECIAL' : 'COMMON',
    startHintSeen: saved.startHintSeen === true,
    duration: currentSong ? (currentSong.dt ?? 0) / 1000 : 0,
    progress: currentSong ? progressPercent(currentTime, (currentSong.dt ?? 0) / 1000) : 0,
  };
}

export const useMusicStore = create<MusicState>()(
  persist(
    (set, get) => ({
      volume: DEFAULT_VOLUME,
      paused: true,
      currentTime: 0,
      duration: 0,
      lyricType: 'COMMON',
      playType: 'TOP',
      playMode: 'RANDOM',
      currentLyricIndex: -1,
      progress: 0,
      currentSong: null,
      musicInfo: null,
      loadingSongId: null,
      panelOpen: false,
      panelView: 'list',
      playlists: [],
      selectedPlaylistId: null,
      ranked: emptyPaged<Song>(),
      rankedLoading: false,
      customList: [],
      startHintSeen: false,

      addToCustom(song) {
        const { list, added } = addToCustomList(get().customList, song);
        if (added) set({ customList: list, playType: playTypeAfterChange(list, get().playType, true) });
        return added;
      },
      removeFromCustom(songId) {
        const list = removeFromCustomList(get().customList, songId);
        set({ customList: list, playType: playTypeAfterChange(list, get().playType, false) });
      },
      clearCustom() {
        set({ customList: [], playType: 'TOP' });
      },
      togglePlayMode() {
        set({ playMode: nextPlayMode(get().playMode) });
      },
      setVolume(volume) {
        if (Number.isFinite(volume)) set({ volume: Math.min(1, Math.max(0, volume)) });
      },
      setLyricType(lyricType) {
        set({ lyricType });
      },
      toggleLyricType() {
        set({ lyricType: get().lyricType === 'COMMON' ? 'SPECIAL' : 'COMMON' });
      },
      setPanelOpen(panelOpen) {
        set({ panelOpen });
      },
      setPanelView(panelView) {
        set({ panelView });
      },
      syncTime(currentTime, duration = get().duration) {
        const info = get().musicInfo;
        set({
          currentTime,
          duration,
          progress: progressPercent(currentTime, duration),
          currentLyricIndex: info ? lyricIndexAt(info.lyricTimeList, currentTime * 1000) : -1,
        });
      },
      loadToplist() {
        if (toplistLoading) return toplistLoading;
        if (get().playlists.length > 0) return Promise.resolve();
        toplistLoading = (async () => {
          const { list: playlists, defaultId } = await getToplist();
          set({ playlists });
          // The admin's default; without one (a NetEase upstream) the 4th, as SPEC.md §9 has it.
          const initial = playlists.find((p) => p.id === defaultId) ?? playlists[DEFAULT_PLAYLIST_INDEX] ?? playlists[0];
          if (initial && get().selectedPlaylistId === null) await get().selectPlaylist(initial.id);
        })().finally(() => {
          toplistLoading = null;
        });
        return toplistLoading;
      },
      async selectPlaylist(id) {
        set({ selectedPlaylistId: id, ranked: emptyPaged<Song>(), rankedLoading: true });
        try {
          const songs = await getPlaylistTracks(id, 0, PAGE_SIZE.rankedList);
          // A later selection wins over this slower answer.
          if (get().selectedPlaylistId === id) set({ ranked: applyPage(emptyPaged<Song>(), 0, songs) });
        } finally {
          if (get().selectedPlaylistId === id) set({ rankedLoading: false });
        }
      },
      async loadMoreRanked() {
        const { selectedPlaylistId: id, ranked, rankedLoading } = get();
        if (id === null || rankedLoading || !ranked.hasMore) return;
        const offset = requestOffset(ranked, 'more', PAGE_SIZE.rankedList);
        set({ rankedLoading: true });
        try {
          const songs = await getPlaylistTracks(id, offset, PAGE_SIZE.rankedList);
          if (get().selectedPlaylistId === id) set({ ranked: applyPage(get().ranked, offset, songs) });
        } finally {
          if (get().selectedPlaylistId === id) set({ rankedLoading: false });
        }
      },
    }),
    {
      name: STORAGE_KEYS.musicPlayer,
      storage: musicPersistStorage,
      partialize: (s): PersistedMusic => ({
        currentSong: s.currentSong,
        customList: s.customList,
        volume: s.volume,
        playMode: s.playMode,
        playType: s.playType,
        lyricType: s.lyricType,
        currentTime: s.currentTime,
        startHintSeen: s.startHintSeen,
      }),
      merge: mergeSaved,
    },
  ),
);
