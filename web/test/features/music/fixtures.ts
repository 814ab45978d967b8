import type { Song } from '@blog/contract';

export function song(id: number, name = `歌曲${id}`, artist = `歌手${id}`): Song {
  return {
    id,
    name,
    ar: [{ id: id * 10, name: artist }],
    alia: [],
    al: { id: id * 100, name: `专辑${id}`, picUrl: `/uploads/music/cover-${id}.webp` },
    dt: 60_000,
  };
}
