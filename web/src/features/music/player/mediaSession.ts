import type { Song } from '@blog/contract';
import { artistNames } from '../logic';

/**
 * The Media Session API: the phone's lock screen and notification, and the keyboard's media keys,
 * show the song and control the player. Browsers without it (older Safari, jsdom) simply skip it.
 */

/** What the lock screen's and the media keys' buttons do. */
export interface MediaSessionControls {
  play(): void;
  pause(): void;
  previous(): void;
  next(): void;
  /** Seconds from the start; never starts a paused track. */
  seek(seconds: number): void;
}

/** Seconds a seekbackward or seekforward moves when the browser does not say how far. */
export const MEDIA_SEEK_STEP_SECONDS = 10;

function session(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;
}

/** Title, artists, album and cover of the song, or nothing when no song is chosen. */
export function showSongInMediaSession(song: Song | null): void {
  const media = session();
  if (!media || typeof MediaMetadata === 'undefined') return;
  if (!song) {
    media.metadata = null;
    return;
  }
  const cover = song.al?.picUrl;
  media.metadata = new MediaMetadata({
    title: song.name,
    artist: artistNames(song),
    album: song.al?.name ?? '',
    // Absolute, so the lock screen can fetch it whatever page the song started on.
    artwork: cover ? [{ src: new URL(cover, window.location.href).href }] : [],
  });
}

/** Keeps the lock screen's progress bar where the audio is (the browser moves it on by itself while playing). */
function showPosition(audio: HTMLAudioElement): void {
  const media = session();
  const { duration, currentTime, playbackRate } = audio;
  if (!media?.setPositionState || !Number.isFinite(duration) || duration <= 0) return;
  try {
    media.setPositionState({ duration, playbackRate: playbackRate || 1, position: Math.min(Math.max(currentTime, 0), duration) });
  } catch (error) {
    // A state the browser finds inconsistent (mid-change of source) is dropped; the next event sends a new one.
    console.debug('[music] 媒体会话进度更新失败', error);
  }
}

/** Connects the audio element and the player's controls to the media session, once. */
export function connectMediaSession(audio: HTMLAudioElement, controls: MediaSessionControls): void {
  const media = session();
  if (!media) return;
  const seekBy = (offset: number) => controls.seek(audio.currentTime + offset);
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => controls.play()],
    ['pause', () => controls.pause()],
    ['previoustrack', () => controls.previous()],
    ['nexttrack', () => controls.next()],
    ['seekto', (details) => {
      if (typeof details.seekTime === 'number') controls.seek(details.seekTime);
    }],
    ['seekbackward', (details) => seekBy(-(details.seekOffset ?? MEDIA_SEEK_STEP_SECONDS))],
    ['seekforward', (details) => seekBy(details.seekOffset ?? MEDIA_SEEK_STEP_SECONDS)],
  ];
  for (const [action, handler] of handlers) {
    try {
      media.setActionHandler(action, handler);
    } catch {
      // This browser does not know the action (older ones lack the seek actions): its button stays hidden.
    }
  }
  audio.addEventListener('play', () => {
    media.playbackState = 'playing';
    showPosition(audio);
  });
  audio.addEventListener('pause', () => {
    media.playbackState = 'paused';
    showPosition(audio);
  });
  for (const event of ['durationchange', 'loadedmetadata', 'seeked', 'ratechange']) {
    audio.addEventListener(event, () => showPosition(audio));
  }
}
