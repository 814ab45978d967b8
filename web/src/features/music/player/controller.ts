import type { Song } from '@blog/contract';
import { getLyric, getSongDetail, getSongUrl } from '../api';
import { DRAG_SUPPRESS_MS, nextIndex, parseLrc, percentToSeconds, type Direction } from '../logic';
import { useMusicStore } from '../store';
import { connectMediaSession, showSongInMediaSession } from './mediaSession';

/**
 * The one audio element of the app. It lives at module level, outside React, so it keeps playing
 * while routes (and any component) mount and unmount.
 */
let audio: HTMLAudioElement | null = null;
/** Only the newest song choice may start playing: quick clicks must not race. */
let loadToken = 0;
/** Audio progress is ignored until then, so the slider does not jump back after a drag. */
let suppressUntil = 0;
let dragging = false;
/** Seconds to seek to once a restored track has loaded. */
let resumeAt = 0;

const store = useMusicStore;

function logSilently(reason: string, error?: unknown): void {
  // SPEC.md §4: a playback failure marks the player paused and is logged, never toasted.
  console.debug(`[music] ${reason}`, error ?? '');
}

function onTimeUpdate(this: HTMLAudioElement): void {
  if (dragging || Date.now() < suppressUntil) return;
  const duration = Number.isFinite(this.duration) && this.duration > 0 ? this.duration : store.getState().duration;
  store.getState().syncTime(this.currentTime, duration);
}

function onMetadata(this: HTMLAudioElement): void {
  if (resumeAt > 0 && Number.isFinite(this.duration) && resumeAt < this.duration) this.currentTime = resumeAt;
  resumeAt = 0;
  if (Number.isFinite(this.duration) && this.duration > 0) store.getState().syncTime(this.currentTime, this.duration);
}

export function getAudio(): HTMLAudioElement {
  if (audio) return audio;
  const element = new Audio();
  element.preload = 'auto';
  element.volume = store.getState().volume;
  element.addEventListener('play', () => store.setState({ paused: false }));
  element.addEventListener('pause', () => store.setState({ paused: true }));
  element.addEventListener('timeupdate', onTimeUpdate);
  element.addEventListener('loadedmetadata', onMetadata);
  element.addEventListener('durationchange', onMetadata);
  element.addEventListener('ended', () => void playNext('next', true));
  element.addEventListener('error', () => {
    if (!element.getAttribute('src')) return;
    store.setState({ paused: true });
    logSilently('音频加载失败', element.error);
  });
  store.subscribe((state, previous) => {
    if (state.volume !== previous.volume) element.volume = state.volume;
    if (state.currentSong !== previous.currentSong) showSongInMediaSession(state.currentSong);
  });
  connectMediaSession(element, {
    play: () => {
      if (element.paused) void togglePlay();
    },
    pause: () => element.pause(),
    previous: () => void playNext('prev'),
    next: () => void playNext('next'),
    seek: seekWithin,
  });
  showSongInMediaSession(store.getState().currentSong);
  audio = element;
  return element;
}

async function startPlayback(): Promise<void> {
  const element = getAudio();
  try {
    await element.play();
    store.setState({ paused: false });
  } catch (error) {
    store.setState({ paused: true });
    logSilently('播放失败', error);
  }
}

/** Loads the song's detail, URL and lyrics, then plays it (SPEC.md §4 Playback). */
export async function playSong(song: Song, options: { resumeAtSeconds?: number; autoplay?: boolean } = {}): Promise<void> {
  const token = ++loadToken;
  const autoplay = options.autoplay ?? true;
  store.setState({ loadingSongId: song.id, currentSong: song });
  try {
    const [detail, url, lrc] = await Promise.all([
      getSongDetail(song.id).catch(() => undefined),
      getSongUrl(song.id),
      // A song without lyrics still plays.
      getLyric(song.id).catch(() => ''),
    ]);
    if (token !== loadToken) return;
    if (!url) throw new Error('没有可播放的地址');
    const current = detail ?? song;
    const { lyricList, lyricTimeList } = parseLrc(lrc);
    resumeAt = options.resumeAtSeconds ?? 0;
    store.setState({
      currentSong: current,
      musicInfo: { id: current.id, url, lyricList, lyricTimeList },
      loadingSongId: null,
      currentTime: resumeAt,
      duration: (current.dt ?? 0) / 1000,
      progress: 0,
      currentLyricIndex: -1,
    });
    const element = getAudio();
    element.src = url;
    if (autoplay) await startPlayback();
  } catch (error) {
    if (token !== loadToken) return;
    store.setState({ paused: true, loadingSongId: null });
    logSilently('歌曲加载失败', error);
  }
}

/**
 * Chooses the default playlist's first song when none was ever chosen (the disc's play button,
 * the special lyric view, a media key): loaded, and played when `autoplay`. False when there is
 * none to choose (an empty library, or the music service failing, which is logged silently).
 */
export async function cueDefaultTrack({ autoplay }: { autoplay: boolean }): Promise<boolean> {
  if (store.getState().currentSong) return true;
  try {
    await store.getState().loadToplist();
  } catch (error) {
    logSilently('歌单加载失败', error);
  }
  const first = store.getState().ranked.items[0];
  // The visitor may have picked a song of their own meanwhile.
  if (store.getState().currentSong) return true;
  if (!first) return false;
  await playSong(first, { autoplay });
  return true;
}

/**
 * Play or pause; a restored track (no URL yet) is loaded first and resumes where it was left, and
 * with nothing chosen yet the default playlist's first song starts.
 */
export async function togglePlay(): Promise<void> {
  const { musicInfo, currentSong, currentTime } = store.getState();
  const element = getAudio();
  if (!musicInfo || !element.getAttribute('src')) {
    if (currentSong) await playSong(currentSong, { resumeAtSeconds: currentTime });
    else await cueDefaultTrack({ autoplay: true });
    return;
  }
  if (element.paused) await startPlayback();
  else element.pause();
}

/** The list the next track comes from: the custom list when it is the play type, else the ranked list. */
function playingList(): Song[] {
  const { playType, customList, ranked } = store.getState();
  return playType === 'CUSTOM' && customList.length > 0 ? customList : ranked.items;
}

/** Next or previous by the play mode; `ended` when the track finished by itself. */
export async function playNext(direction: Direction = 'next', ended = false): Promise<void> {
  const { currentSong, playMode } = store.getState();
  const list = playingList();
  const index = currentSong ? list.findIndex((s) => s.id === currentSong.id) : -1;
  const target = list[nextIndex(playMode, index, list.length, direction)];
  if (!target) {
    if (ended && currentSong) await restartCurrent();
    return;
  }
  if (currentSong && target.id === currentSong.id && store.getState().musicInfo?.id === target.id) {
    await restartCurrent();
    return;
  }
  await playSong(target);
}

async function restartCurrent(): Promise<void> {
  const element = getAudio();
  element.currentTime = 0;
  store.getState().syncTime(0);
  await startPlayback();
}

/** Moves within the loaded track, kept inside it, without starting or stopping it (lock-screen scrubbing). */
function seekWithin(seconds: number): void {
  const element = getAudio();
  if (!element.getAttribute('src') || !Number.isFinite(seconds)) return;
  const end = Number.isFinite(element.duration) ? element.duration : store.getState().duration;
  const target = Math.min(Math.max(seconds, 0), end > 0 ? end : seconds);
  element.currentTime = target;
  store.getState().syncTime(target);
}

/** Seeks, and resumes when paused (lyric click, progress drag). */
export async function seekTo(seconds: number): Promise<void> {
  const element = getAudio();
  if (!element.getAttribute('src')) return;
  seekWithin(seconds);
  if (element.paused) await startPlayback();
}

/** Clicking a lyric line jumps to it. */
export async function seekToLyric(index: number): Promise<void> {
  const time = store.getState().musicInfo?.lyricTimeList[index];
  if (time === undefined) return;
  await seekTo(time / 1000);
}

/** While the slider is held, audio updates must not move it. */
export function dragProgress(percent: number): void {
  dragging = true;
  const { duration } = store.getState();
  store.setState({ progress: percent, currentTime: percentToSeconds(percent, duration) });
}

/** Slider released: seek there and keep audio updates away for 200 ms. */
export async function commitProgress(percent: number): Promise<void> {
  dragging = false;
  suppressUntil = Date.now() + DRAG_SUPPRESS_MS;
  const seconds = percentToSeconds(percent, store.getState().duration);
  const element = getAudio();
  if (!element.getAttribute('src')) return;
  element.currentTime = seconds;
  store.setState({ progress: percent, currentTime: seconds });
  if (element.paused) await startPlayback();
}
