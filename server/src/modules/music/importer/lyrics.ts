import type { ILyricsTag } from 'music-metadata';

/** Lyrics to LRC text: what /wapi/lyric answers and the player parses. */

function stamp(ms: number): string {
  const total = Math.max(0, Math.round(ms / 10));
  const minutes = Math.floor(total / 6000);
  const seconds = Math.floor((total % 6000) / 100);
  const hundredths = total % 100;
  return `[${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}.${String(hundredths).padStart(2, '0')}]`;
}

/** Removes a UTF-8 byte-order mark and normalises line ends. */
export function cleanLyricText(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').trim();
}

/** Embedded lyrics: synchronised ones become LRC lines; plain text is kept as written. */
export function embeddedLyric(tags: readonly ILyricsTag[] | undefined): string {
  for (const tag of tags ?? []) {
    // USLT frames come without syncText despite the typings.
    const synced = (tag.syncText ?? []).filter((line) => typeof line.timestamp === 'number' && line.text.trim() !== '');
    if (synced.length > 0) return synced.map((line) => `${stamp(line.timestamp ?? 0)}${line.text.trim()}`).join('\n');
    if (tag.text?.trim()) return cleanLyricText(tag.text);
  }
  return '';
}
