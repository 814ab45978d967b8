import { z } from 'zod';
import { TALK_STATUS } from './talk';
import { UPLOADED_IMAGE_PATTERN } from './links';
import { MESSAGE_BG_URL_PATTERN } from './message';
import type { PageResult } from './envelope';
import { currentPageSchema, idSchema, pageSizeSchema } from './requests';

/* The admin console's talk (说说), album and photo calls (DESIGN.md §8). Dates are ISO strings. */

/**
 * An image our server stored: an upload (/uploads/img/<sha256>.webp) or a demo picture of the seed
 * (/uploads/seed/…), which a seeded post or album keeps when it is edited. Same rule as a
 * guestbook background.
 */
const STORED_IMAGE_PATTERN = MESSAGE_BG_URL_PATTERN;

const flag = (message: string) => z.coerce.number({ error: message }).pipe(z.union([z.literal(1), z.literal(2)], { error: message }));

// ---------------------------------------------------------------------------------------------
// Talk

export const TALK_LIMITS = {
  contentMax: 1000,
  imagesMax: 9,
  keywordMax: 50,
} as const;

export const TALK_ADMIN_MESSAGES = {
  contentMissing: '请输入说说内容',
  contentTooLong: `说说不能超过 ${TALK_LIMITS.contentMax} 个字`,
  tooManyImages: `一条说说最多 ${TALK_LIMITS.imagesMax} 张图片`,
  imageInvalid: '说说的图片必须是本站上传的图片',
  statusInvalid: '状态只能是 1（公开）或 2（私密）',
  topInvalid: '置顶只能是 1（置顶）或 2（不置顶）',
  missing: '说说不存在或已被删除',
  published: '发布成功',
  saved: '保存成功',
  deleted: '删除成功',
} as const;

export const TALK_STATUS_LABEL: Record<number, string> = { [TALK_STATUS.public]: '公开', [TALK_STATUS.private]: '私密' };

const talkStatus = flag(TALK_ADMIN_MESSAGES.statusInvalid);
const talkTop = flag(TALK_ADMIN_MESSAGES.topInvalid);

/** POST /api/talk/getTalkList: every post, private ones too; keyword matches the text. */
export const adminTalkListBody = z.object({
  current: currentPageSchema,
  size: pageSizeSchema,
  status: talkStatus.optional(),
  keyword: z
    .string({ error: '搜索内容必须是文字' })
    .trim()
    .max(TALK_LIMITS.keywordMax, { error: `搜索内容不能超过 ${TALK_LIMITS.keywordMax} 个字` })
    .optional(),
});

/** POST /api/talk/add; PUT /api/talk/update adds the id. photos are in display order. */
export const talkWriteBody = z.object({
  content: z
    .string({ error: TALK_ADMIN_MESSAGES.contentMissing })
    .trim()
    .min(1, { error: TALK_ADMIN_MESSAGES.contentMissing })
    .max(TALK_LIMITS.contentMax, { error: TALK_ADMIN_MESSAGES.contentTooLong }),
  status: talkStatus.default(TALK_STATUS.public),
  is_top: talkTop.default(2),
  photos: z
    .array(z.string({ error: TALK_ADMIN_MESSAGES.imageInvalid }).regex(STORED_IMAGE_PATTERN, { error: TALK_ADMIN_MESSAGES.imageInvalid }), {
      error: '图片列表格式不正确',
    })
    .max(TALK_LIMITS.imagesMax, { error: TALK_ADMIN_MESSAGES.tooManyImages })
    .default([]),
});
export const talkUpdateBody = talkWriteBody.extend({ id: idSchema });

/** PUT /api/talk/togglePublic/:id/:status */
export const talkPublicParams = z.object({ id: idSchema, status: talkStatus });
/** PUT /api/talk/toggleTop/:id/:is_top */
export const talkTopParams = z.object({ id: idSchema, is_top: talkTop });

export type AdminTalkListBody = z.input<typeof adminTalkListBody>;
export type TalkWriteBody = z.input<typeof talkWriteBody>;
export type TalkUpdateBody = z.input<typeof talkUpdateBody>;

/** One row of the console's talk list. */
export interface AdminTalkRow {
  id: number;
  content: string;
  /** Image URLs in display order. */
  images: string[];
  /** 1 public, 2 private. */
  status: number;
  /** 1 pinned, 2 not pinned. */
  is_top: number;
  like_times: number;
  /** Every comment on the post, replies and hidden ones included. */
  comment_count: number;
  createdAt: string;
  updatedAt: string;
}

// ---------------------------------------------------------------------------------------------
// Albums and photos

export const ALBUM_LIMITS = {
  nameMax: 32,
  descriptionMax: 200,
  /** URLs one addPhotos call may append. */
  photosPerAdd: 50,
  /** Photos one delete or move call may name. */
  photosPerBatch: 200,
} as const;

export const ALBUM_MESSAGES = {
  nameMissing: '请输入相册名称',
  nameTooLong: `相册名称不能超过 ${ALBUM_LIMITS.nameMax} 个字`,
  nameTaken: '已有同名相册',
  descriptionTooLong: `相册简介不能超过 ${ALBUM_LIMITS.descriptionMax} 个字`,
  coverInvalid: '封面必须是本站上传的图片',
  missing: '相册不存在或已被删除',
  moveTargetMissing: '要移到的相册不存在',
  notEmpty: (photos: number | string) => `相册里还有 ${photos} 张照片，请先删除或移走照片，或选择连同照片一起删除`,
  urlsMissing: '请先上传照片',
  tooManyUrls: `一次最多添加 ${ALBUM_LIMITS.photosPerAdd} 张照片`,
  urlInvalid: '只能添加本站上传的图片（/uploads/img/…）',
  fileMissing: (url: string) => `找不到上传的图片：${url}，请重新上传`,
  idsMissing: '请先选择照片',
  tooManyIds: `一次最多处理 ${ALBUM_LIMITS.photosPerBatch} 张照片`,
  photosMissing: '选中的照片不存在或已被删除',
  saved: '保存成功',
  added: '添加成功',
  deleted: '删除成功',
  moved: '移动成功',
} as const;

/** POST /api/photoAlbum/getAlbumList: every album with its photo count. */
export const adminAlbumListBody = z.object({
  album_name: z.string({ error: '搜索内容必须是文字' }).trim().max(ALBUM_LIMITS.nameMax, { error: ALBUM_MESSAGES.nameTooLong }).optional(),
});

/** POST /api/photoAlbum/addAlbum; PUT /api/photoAlbum/updateAlbum adds the id. */
export const albumWriteBody = z.object({
  album_name: z
    .string({ error: ALBUM_MESSAGES.nameMissing })
    .trim()
    .min(1, { error: ALBUM_MESSAGES.nameMissing })
    .max(ALBUM_LIMITS.nameMax, { error: ALBUM_MESSAGES.nameTooLong }),
  description: z
    .string({ error: ALBUM_MESSAGES.descriptionTooLong })
    .trim()
    .max(ALBUM_LIMITS.descriptionMax, { error: ALBUM_MESSAGES.descriptionTooLong })
    .default(''),
  /** '' lets the album show its first photo. */
  album_cover: z
    .string({ error: ALBUM_MESSAGES.coverInvalid })
    .trim()
    .refine((value) => value === '' || STORED_IMAGE_PATTERN.test(value), { error: ALBUM_MESSAGES.coverInvalid })
    .default(''),
});
export const albumUpdateBody = albumWriteBody.extend({ id: idSchema });

/** DELETE /api/photoAlbum/deleteAlbum/:id?force=1: force deletes the album's photos with it. */
export const albumDeleteQuery = z.object({ force: z.enum(['0', '1'], { error: 'force 只能是 1 或 0' }).optional() });

/** POST /api/photo/addPhotos: URLs /api/upload/img answered, appended in this order. */
export const addPhotosBody = z.object({
  album_id: idSchema,
  urls: z
    .array(z.string({ error: ALBUM_MESSAGES.urlInvalid }).regex(UPLOADED_IMAGE_PATTERN, { error: ALBUM_MESSAGES.urlInvalid }), {
      error: ALBUM_MESSAGES.urlsMissing,
    })
    .min(1, { error: ALBUM_MESSAGES.urlsMissing })
    .max(ALBUM_LIMITS.photosPerAdd, { error: ALBUM_MESSAGES.tooManyUrls }),
});

/** POST /api/photo/getPhotoListByAlbumId */
export const adminPhotoListBody = z.object({ album_id: idSchema, current: currentPageSchema, size: pageSizeSchema });

const photoIds = z
  .array(idSchema, { error: ALBUM_MESSAGES.idsMissing })
  .min(1, { error: ALBUM_MESSAGES.idsMissing })
  .max(ALBUM_LIMITS.photosPerBatch, { error: ALBUM_MESSAGES.tooManyIds });

/** PUT /api/photo/deletePhotos */
export const deletePhotosBody = z.object({ ids: photoIds });
/** PUT /api/photo/movePhotos: appended to the end of album_id, in their present order. */
export const movePhotosBody = z.object({ ids: photoIds, album_id: idSchema });

export type AlbumWriteBody = z.input<typeof albumWriteBody>;
export type AlbumUpdateBody = z.input<typeof albumUpdateBody>;
export type AddPhotosBody = z.input<typeof addPhotosBody>;
export type AdminPhotoListBody = z.input<typeof adminPhotoListBody>;

/** One album in the console. */
export interface AdminAlbumRow {
  id: number;
  album_name: string;
  description: string;
  /** The album's own cover ('' for none), what the edit form shows. */
  album_cover: string;
  /** What visitors see: the own cover, else the first photo, else ''. */
  shown_cover: string;
  photo_count: number;
  createdAt: string;
  updatedAt: string;
}

export interface AdminPhotoRow {
  id: number;
  album_id: number;
  url: string;
  width: number;
  height: number;
  createdAt: string;
}

/** What getPhotoListByAlbumId answers: one page of photos (in display order) and their album. */
export interface AdminAlbumPhotos extends PageResult<AdminPhotoRow> {
  album: AdminAlbumRow;
}

/** What addPhotos answers: the new rows, and how many URLs were already in the album (not added twice). */
export interface PhotosAdded {
  added: AdminPhotoRow[];
  skipped: number;
}

/** What deletePhotos and movePhotos answer. */
export interface PhotosChanged {
  count: number;
}

/** What deleteAlbum answers: how many photos went with it. */
export interface AlbumDeleted {
  photos: number;
}
