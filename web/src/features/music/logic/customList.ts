import type { Song } from '@blog/contract';

/** Custom playlist rules of SPEC.md §4: no duplicates (by id); its emptiness decides the play type. */

export type PlayType = 'TOP' | 'CUSTOM';

/** The list with `song` appended, or the same list when it is already there. */
export function addToCustomList(list: readonly Song[], song: Song): { list: Song[]; added: boolean } {
  if (list.some((s) => s.id === song.id)) return { list: [...list], added: false };
  return { list: [...list, song], added: true };
}

export function removeFromCustomList(list: readonly Song[], songId: number): Song[] {
  return list.filter((s) => s.id !== songId);
}

/** Play type after the custom list changed: adding selects CUSTOM, an empty list returns to TOP. */
export function playTypeAfterChange(list: readonly Song[], current: PlayType, added: boolean): PlayType {
  if (list.length === 0) return 'TOP';
  return added ? 'CUSTOM' : current;
}

export type ActiveSong = Song & { active: boolean };

/** Ranked-list songs, each flagged `active` when already in the custom list. */
export function markActive(songs: readonly Song[], custom: readonly Song[]): ActiveSong[] {
  const ids = new Set(custom.map((s) => s.id));
  return songs.map((s) => ({ ...s, active: ids.has(s.id) }));
}

/** Names of the artists, joined the way the tables show them. */
export function artistNames(song: Pick<Song, 'ar'>): string {
  return (song.ar ?? []).map((a) => a.name).filter(Boolean).join(' / ');
}

/** The "other" column: aliases, else the album name. */
export function songOther(song: Pick<Song, 'alia' | 'al'>): string {
  const alias = (song.alia ?? []).filter(Boolean).join(' / ');
  return alias || song.al?.name || '';
}
