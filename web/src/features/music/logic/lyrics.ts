/** LRC lyrics (SPEC.md §3 Music info): timestamped lines become a list of lines and a list of times. */

export interface ParsedLyrics {
  lyricList: string[];
  /** Milliseconds, ascending, one per line of lyricList. */
  lyricTimeList: number[];
}

// [mm:ss], [mm:ss.xx] or [mm:ss:xx]; metadata tags such as [ti:标题] never match.
const TIME_TAG = /\[(\d{1,3}):(\d{1,2})(?:[.:](\d{1,3}))?\]/g;

/** SPEC.md §9: minutes×60000 + seconds×1000, plus the fraction when the tag has one. */
export function lyricTimeToMs(minutes: string, seconds: string, fraction?: string): number {
  const fractionMs = fraction ? Math.round(Number(`0.${fraction}`) * 1000) : 0;
  return Number(minutes) * 60_000 + Number(seconds) * 1000 + fractionMs;
}

/** A line with several time tags is sung several times; lines without tags are dropped. */
export function parseLrc(lrc: string | null | undefined): ParsedLyrics {
  const entries: { time: number; text: string; order: number }[] = [];
  for (const rawLine of (lrc ?? '').split(/\r?\n/)) {
    const tags = [...rawLine.matchAll(TIME_TAG)];
    if (tags.length === 0) continue;
    const text = rawLine.replace(TIME_TAG, '').trim();
    for (const tag of tags) {
      entries.push({ time: lyricTimeToMs(tag[1]!, tag[2]!, tag[3]), text, order: entries.length });
    }
  }
  // Stable on equal times so the file order wins.
  entries.sort((a, b) => a.time - b.time || a.order - b.order);
  return { lyricList: entries.map((e) => e.text), lyricTimeList: entries.map((e) => e.time) };
}

/** Index of the line sung at `timeMs`: the last line that has started; -1 before the first. */
export function lyricIndexAt(lyricTimeList: readonly number[], timeMs: number): number {
  let low = 0;
  let high = lyricTimeList.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (lyricTimeList[mid]! <= timeMs) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found;
}
