import { z } from 'zod';
import { MESSAGE_BG_URL_PATTERN } from './message';
import { currentPageSchema, idSchema, idSchemaOf, pageSizeSchema } from './requests';

/* The admin console's music library: songs, lyrics and playlists (DESIGN.md §8). */

export const MUSIC_ADMIN_LIMITS = {
  /** One uploaded audio file; a lossless track of ten minutes fits. */
  audioMaxBytes: 100 * 1024 * 1024,
  titleMax: 100,
  nameMax: 64,
  artistsMax: 10,
  aliasesMax: 5,
  keywordMax: 50,
  lyricMax: 30_000,
  playlistNameMax: 32,
  playlistDescriptionMax: 200,
  playlistSongsMax: 1000,
  playlistsMax: 50,
} as const;

export const AUDIO_UPLOAD_EXTENSIONS = ['mp3', 'flac', 'ogg', 'm4a', 'wav'] as const;

export const MUSIC_ADMIN_MESSAGES = {
  titleMissing: '请输入歌名',
  titleTooLong: `歌名不能超过 ${MUSIC_ADMIN_LIMITS.titleMax} 个字`,
  artistsMissing: '请至少填写一位歌手',
  nameTooLong: `歌手、专辑和别名都不能超过 ${MUSIC_ADMIN_LIMITS.nameMax} 个字`,
  tooManyArtists: `歌手最多 ${MUSIC_ADMIN_LIMITS.artistsMax} 位`,
  tooManyAliases: `别名最多 ${MUSIC_ADMIN_LIMITS.aliasesMax} 个`,
  coverInvalid: '封面必须是本站上传的图片',
  lyricTooLong: `歌词不能超过 ${MUSIC_ADMIN_LIMITS.lyricMax} 个字`,
  songMissing: '歌曲不存在或已被删除',
  playlistMissing: '歌单不存在或已被删除',
  playlistNameMissing: '请输入歌单名称',
  playlistNameTooLong: `歌单名称不能超过 ${MUSIC_ADMIN_LIMITS.playlistNameMax} 个字`,
  playlistNameTaken: '已有同名歌单',
  playlistDescriptionTooLong: `歌单简介不能超过 ${MUSIC_ADMIN_LIMITS.playlistDescriptionMax} 个字`,
  playlistTooLong: `一个歌单最多 ${MUSIC_ADMIN_LIMITS.playlistSongsMax} 首歌`,
  rankedHasNoSongs: '最新上架、热门播放的歌是自动排出来的，不能手动增删',
  rankedNotDeletable: '最新上架、热门播放不能删除，可以不在音乐面板中显示',
  layoutShownMissing: '请至少选择一个在音乐面板中显示的歌单',
  layoutDefaultHidden: '默认歌单必须是在音乐面板中显示的歌单',
  fileMissing: '请选择要上传的音频文件',
  tooLarge: `音频文件不能超过 ${MUSIC_ADMIN_LIMITS.audioMaxBytes / 1024 / 1024}MB`,
  notAudio: '文件不是支持的音频（支持 MP3、FLAC、OGG、M4A、WAV）',
  undecodable: '音频无法解码，文件可能已损坏',
  uploaded: '上传成功',
  saved: '保存成功',
  deleted: '删除成功',
} as const;

// ---------------------------------------------------------------------------------------------
// LRC

/** One timed line of an LRC text. */
export interface LrcLine {
  ms: number;
  text: string;
}

export type LrcCheck = { ok: true; lines: LrcLine[] } | { ok: false; message: string };

/** [ti:…] [ar:…] [offset:+100] …: tags without a time, which the player skips. */
const METADATA_TAG = /^\[[a-zA-Z#]+:[^\]]*\]\s*$/;
/** Leading [..] groups of a line. */
const LEADING_TAGS = /^((?:\[[^\]]*\]\s*)+)(.*)$/;
/** [mm:ss], [mm:ss.x…] or [mm:ss:xx], the forms the player reads. */
const TIME_TAG = /^(\d{1,3}):(\d{1,2})(?:[.:](\d{1,3}))?$/;

/**
 * Checks an LRC text line by line, as the player will read it. Empty text is fine (no lyrics);
 * otherwise every non-blank line is a metadata tag or starts with valid time tags (seconds under
 * 60), and at least one line is timed. The message names the first bad line.
 */
export function checkLrc(text: string): LrcCheck {
  const lines: LrcLine[] = [];
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  for (const [index, raw] of rows.entries()) {
    const line = raw.trim();
    const where = `第 ${index + 1} 行`;
    if (!line || METADATA_TAG.test(line)) continue;
    const match = LEADING_TAGS.exec(line);
    if (!match) return { ok: false, message: `${where}没有时间标签（应以 [分:秒.毫秒] 开头，如 [00:12.50]）：${line.slice(0, 30)}` };
    const lyricText = match[2]!.trim();
    for (const [, inside = ''] of match[1]!.matchAll(/\[([^\]]*)\]/g)) {
      const time = TIME_TAG.exec(inside.trim());
      if (!time) return { ok: false, message: `${where}的时间标签 [${inside}] 格式不正确，应为 [分:秒.毫秒]，如 [00:12.50]` };
      const seconds = Number(time[2]);
      if (seconds >= 60) return { ok: false, message: `${where}的时间标签 [${inside}] 秒数不能超过 59` };
      const fraction = time[3] ? Math.round(Number(`0.${time[3]}`) * 1000) : 0;
      lines.push({ ms: Number(time[1]) * 60_000 + seconds * 1000 + fraction, text: lyricText });
    }
  }
  if (lines.length === 0 && text.trim() !== '') return { ok: false, message: '歌词里没有带时间标签的行（如 [00:12.50]歌词）' };
  lines.sort((a, b) => a.ms - b.ms);
  return { ok: true, lines };
}

// ---------------------------------------------------------------------------------------------
// Songs

const nameField = z
  .string({ error: MUSIC_ADMIN_MESSAGES.nameTooLong })
  .trim()
  .max(MUSIC_ADMIN_LIMITS.nameMax, { error: MUSIC_ADMIN_MESSAGES.nameTooLong });

/** A cover our server stored (an upload or a seed picture), or '' for the default record. */
export const STORED_COVER_PATTERN = new RegExp(`${MESSAGE_BG_URL_PATTERN.source}|^/uploads/music/[a-z0-9-]{1,80}\\.webp$`);

const coverField = z
  .string({ error: MUSIC_ADMIN_MESSAGES.coverInvalid })
  .trim()
  .refine((value) => value === '' || STORED_COVER_PATTERN.test(value), { error: MUSIC_ADMIN_MESSAGES.coverInvalid });

/** POST /api/music/songs: newest first; keyword matches title, artists and aliases. */
export const adminSongListBody = z.object({
  current: currentPageSchema,
  size: pageSizeSchema,
  keyword: z
    .string({ error: '搜索内容必须是文字' })
    .trim()
    .max(MUSIC_ADMIN_LIMITS.keywordMax, { error: `搜索内容不能超过 ${MUSIC_ADMIN_LIMITS.keywordMax} 个字` })
    .optional(),
});

/** PUT /api/music/song */
export const songUpdateBody = z.object({
  id: idSchemaOf('歌曲编号'),
  title: z
    .string({ error: MUSIC_ADMIN_MESSAGES.titleMissing })
    .trim()
    .min(1, { error: MUSIC_ADMIN_MESSAGES.titleMissing })
    .max(MUSIC_ADMIN_LIMITS.titleMax, { error: MUSIC_ADMIN_MESSAGES.titleTooLong }),
  artists: z
    .array(nameField, { error: MUSIC_ADMIN_MESSAGES.artistsMissing })
    .transform((names) => [...new Set(names.filter(Boolean))])
    .pipe(
      z
        .array(z.string())
        .min(1, { error: MUSIC_ADMIN_MESSAGES.artistsMissing })
        .max(MUSIC_ADMIN_LIMITS.artistsMax, { error: MUSIC_ADMIN_MESSAGES.tooManyArtists }),
    ),
  album: nameField.default(''),
  aliases: z
    .array(nameField, { error: '别名格式不正确' })
    .transform((names) => [...new Set(names.filter(Boolean))])
    .pipe(z.array(z.string()).max(MUSIC_ADMIN_LIMITS.aliasesMax, { error: MUSIC_ADMIN_MESSAGES.tooManyAliases }))
    .default([]),
  cover: coverField.optional(),
});

/** PUT /api/music/lyric: '' removes the lyrics. */
export const songLyricBody = z.object({
  id: idSchemaOf('歌曲编号'),
  lyric: z
    .string({ error: '歌词必须是文字' })
    .max(MUSIC_ADMIN_LIMITS.lyricMax, { error: MUSIC_ADMIN_MESSAGES.lyricTooLong })
    .superRefine((text, ctx) => {
      const check = checkLrc(text);
      if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
    }),
});

export type AdminSongListBody = z.input<typeof adminSongListBody>;
export type SongUpdateBody = z.input<typeof songUpdateBody>;

/** One song of the console's list. */
export interface AdminSongRow {
  id: number;
  title: string;
  artists: string[];
  aliases: string[];
  album: string;
  /** '' when the song shows the default record. */
  cover: string;
  /** What visitors see: the cover or the default record. */
  shownCover: string;
  durationMs: number;
  size: number;
  /** 'data/…' (DATA_DIR/music) or 'extra/…' (MUSIC_DIR). */
  file: string;
  hasLyric: boolean;
  playCount: number;
  /** Names of the playlists that hold the song. */
  playlists: string[];
  createdAt: string;
}

export interface AdminSongDetail extends AdminSongRow {
  lyric: string;
}

/** POST /api/music/upload answers the imported song. */
export type SongUploaded = AdminSongRow;

/** What a scan did (POST /api/music/rescan). */
export interface MusicScanReport {
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
  skipped: { file: string; reason: string }[];
}

// ---------------------------------------------------------------------------------------------
// Playlists

export type AdminPlaylistKind = 'manual' | 'newest' | 'most_played';

/** POST /api/music/playlist; PUT /api/music/playlist adds the id. */
export const playlistWriteBody = z.object({
  name: z
    .string({ error: MUSIC_ADMIN_MESSAGES.playlistNameMissing })
    .trim()
    .min(1, { error: MUSIC_ADMIN_MESSAGES.playlistNameMissing })
    .max(MUSIC_ADMIN_LIMITS.playlistNameMax, { error: MUSIC_ADMIN_MESSAGES.playlistNameTooLong }),
  cover: coverField.default(''),
  description: z
    .string({ error: MUSIC_ADMIN_MESSAGES.playlistDescriptionTooLong })
    .trim()
    .max(MUSIC_ADMIN_LIMITS.playlistDescriptionMax, { error: MUSIC_ADMIN_MESSAGES.playlistDescriptionTooLong })
    .default(''),
});
export const playlistUpdateBody = playlistWriteBody.extend({ id: idSchemaOf('歌单编号') });

const idList = (what: string, max: number, tooMany: string) =>
  z
    .array(idSchemaOf(what), { error: `${what}列表格式不正确` })
    .max(max, { error: tooMany })
    .refine((ids) => new Set(ids).size === ids.length, { error: `${what}不能重复` });

/** PUT /api/music/playlist/songs: the playlist's songs, all of them, in order. */
export const playlistSongsBody = z.object({
  id: idSchemaOf('歌单编号'),
  songIds: idList('歌曲编号', MUSIC_ADMIN_LIMITS.playlistSongsMax, MUSIC_ADMIN_MESSAGES.playlistTooLong),
});

/** PUT /api/music/playlists/layout: which playlists the visitors' panel shows, in order, and the one it opens with. */
export const playlistLayoutBody = z
  .object({
    shownIds: idList('歌单编号', MUSIC_ADMIN_LIMITS.playlistsMax, `最多显示 ${MUSIC_ADMIN_LIMITS.playlistsMax} 个歌单`).refine((ids) => ids.length > 0, {
      error: MUSIC_ADMIN_MESSAGES.layoutShownMissing,
    }),
    defaultId: idSchemaOf('默认歌单编号'),
  })
  .refine((body) => body.shownIds.includes(body.defaultId), { error: MUSIC_ADMIN_MESSAGES.layoutDefaultHidden, path: ['defaultId'] });

export const playlistIdParams = z.object({ id: idSchema });

export type PlaylistWriteBody = z.input<typeof playlistWriteBody>;
export type PlaylistLayoutBody = z.input<typeof playlistLayoutBody>;

export interface AdminPlaylistRow {
  id: number;
  name: string;
  description: string;
  cover: string;
  /** What visitors see: the cover, or the first song's, or the default record. */
  shownCover: string;
  kind: AdminPlaylistKind;
  /** In the visitors' music panel. */
  shown: boolean;
  /** The playlist the panel opens with. */
  isDefault: boolean;
  /** Songs of a manual playlist; ranked ones count what they would show. */
  songCount: number;
}

export interface AdminPlaylistDetail extends AdminPlaylistRow {
  songs: AdminSongRow[];
}
