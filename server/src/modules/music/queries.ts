import { z } from 'zod';
import { ID_MAX } from '@blog/contract';

/** Query strings of the /wapi calls. Unknown extra parameters (NetEase clients send some) are ignored. */

export const PLAYLIST_PAGE_DEFAULT = 30;
export const SEARCH_PAGE_DEFAULT = 20;
export const MUSIC_PAGE_MAX = 100;
export const SEARCH_KEYWORDS_MAX = 50;

/** A song or playlist id, bounded like every id (ID_MAX) but with the NetEase calls' wording. */
const positiveId = (label: string) =>
  z
    .number({ error: `${label}必须是正整数` })
    .int({ error: `${label}必须是正整数` })
    .positive({ error: `${label}必须是正整数` })
    .max(ID_MAX, { error: `${label}不能大于 ${ID_MAX}` });
const id = (label: string) => z.coerce.number({ error: `${label}必须是正整数` }).pipe(positiveId(label));
const songIdNumber = positiveId('歌曲 id');

/** Larger pages are cut to the maximum rather than refused, as the NetEase API does. */
const limit = (fallback: number) =>
  z.coerce
    .number({ error: 'limit 必须是正整数' })
    .int({ error: 'limit 必须是正整数' })
    .positive({ error: 'limit 必须是正整数' })
    .default(fallback)
    .transform((v) => Math.min(v, MUSIC_PAGE_MAX));

const offset = z.coerce.number({ error: 'offset 必须是非负整数' }).int({ error: 'offset 必须是非负整数' }).min(0, { error: 'offset 必须是非负整数' }).default(0);

export const songIdQuery = z.object({ id: id('歌曲 id') });

export const playlistTracksQuery = z.object({ id: id('歌单 id'), limit: limit(PLAYLIST_PAGE_DEFAULT), offset });

export const songUrlQuery = z.object({ id: id('歌曲 id'), level: z.string().max(32).optional() });

export const songDetailQuery = z.object({
  ids: z
    .string({ error: '请提供歌曲 id（ids=1,2）' })
    .trim()
    .regex(/^\d+(\s*,\s*\d+)*$/, { error: 'ids 必须是以逗号分隔的歌曲 id' })
    .refine((text) => text.split(',').every((part) => songIdNumber.safeParse(Number(part.trim())).success), {
      error: `ids 里的歌曲 id 必须在 1 到 ${ID_MAX} 之间`,
    })
    .transform((text) => [...new Set(text.split(',').map((part) => Number(part.trim())))].slice(0, 1000)),
});

export const searchQuery = z.object({
  keywords: z
    .string({ error: '请输入搜索关键词' })
    .trim()
    .min(1, { error: '请输入搜索关键词' })
    .max(SEARCH_KEYWORDS_MAX, { error: `搜索关键词不能超过 ${SEARCH_KEYWORDS_MAX} 个字` }),
  limit: limit(SEARCH_PAGE_DEFAULT),
  offset,
});

export const audioParams = z.object({ id: id('歌曲 id') });
