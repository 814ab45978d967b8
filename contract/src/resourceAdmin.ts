import { z } from 'zod';
import { isResourceList, UNKNOWN_RESOURCE_LIST_MESSAGE, type ResourceList } from './resource';
import { ID_MAX, idSchema } from './requests';
import { imageUrl } from './siteAdmin';

/* The admin console's calls for the recommended sites of /resources/front, /resources/back and /siteList. */

export const RESOURCE_LIST_LABEL: Record<ResourceList, string> = { front: '前端推荐', back: '后端推荐', site: '网站导航' };

export const RESOURCE_LIMITS = {
  groupNameMax: 32,
  nameMax: 64,
  descriptionMax: 255,
  iconMax: 512,
  urlMax: 512,
  /** Entries one order call may name: far above any real list. */
  orderMax: 2000,
} as const;

export const RESOURCE_ADMIN_MESSAGES = {
  groupMissing: '请输入分组名称',
  groupTooLong: `分组名称不能超过 ${RESOURCE_LIMITS.groupNameMax} 个字`,
  groupUnknown: '分组不存在',
  groupTaken: '已经有同名的分组',
  nameMissing: '请输入网站名称',
  nameTooLong: `网站名称不能超过 ${RESOURCE_LIMITS.nameMax} 个字`,
  descriptionTooLong: `简介不能超过 ${RESOURCE_LIMITS.descriptionMax} 个字`,
  iconInvalid: '图标必须是 http(s) 地址或本站上传的图片',
  urlInvalid: '链接必须是 http:// 或 https:// 开头的地址',
  missing: '网站不存在或已被删除',
  orderMismatch: '排序必须包含这个列表的全部网站，每个一次（列表可能已被修改，请刷新）',
  added: '添加成功',
  saved: '保存成功',
  deleted: '删除成功',
} as const;

const listSchema = z
  .string({ error: UNKNOWN_RESOURCE_LIST_MESSAGE })
  .refine((value): value is ResourceList => isResourceList(value), { error: UNKNOWN_RESOURCE_LIST_MESSAGE });

const groupName = z
  .string({ error: RESOURCE_ADMIN_MESSAGES.groupMissing })
  .trim()
  .min(1, { error: RESOURCE_ADMIN_MESSAGES.groupMissing })
  .max(RESOURCE_LIMITS.groupNameMax, { error: RESOURCE_ADMIN_MESSAGES.groupTooLong });

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

export const resourceListOnly = z.object({ list: listSchema });

/** POST /api/resource/admin/add; PUT /api/resource/admin/update adds the id. */
export const resourceWriteBody = z.object({
  list: listSchema,
  group_name: groupName,
  name: z
    .string({ error: RESOURCE_ADMIN_MESSAGES.nameMissing })
    .trim()
    .min(1, { error: RESOURCE_ADMIN_MESSAGES.nameMissing })
    .max(RESOURCE_LIMITS.nameMax, { error: RESOURCE_ADMIN_MESSAGES.nameTooLong }),
  description: z
    .string({ error: RESOURCE_ADMIN_MESSAGES.descriptionTooLong })
    .trim()
    .max(RESOURCE_LIMITS.descriptionMax, { error: RESOURCE_ADMIN_MESSAGES.descriptionTooLong })
    .default(''),
  icon: imageUrl(RESOURCE_ADMIN_MESSAGES.iconInvalid).default(''),
  url: z
    .string({ error: RESOURCE_ADMIN_MESSAGES.urlInvalid })
    .trim()
    .max(RESOURCE_LIMITS.urlMax, { error: RESOURCE_ADMIN_MESSAGES.urlInvalid })
    .regex(HTTP_URL, { error: RESOURCE_ADMIN_MESSAGES.urlInvalid }),
});
export const resourceUpdateBody = resourceWriteBody.extend({ id: idSchema });
export type ResourceWriteBody = z.infer<typeof resourceWriteBody>;

/** PUT /api/resource/admin/renameGroup */
export const resourceRenameGroupBody = z.object({ list: listSchema, from: groupName, to: groupName });
/** DELETE /api/resource/admin/group: the group and every entry in it. */
export const resourceGroupBody = z.object({ list: listSchema, group_name: groupName });

/** PUT /api/resource/admin/order: every entry of the list, grouped, in the new order (moves between groups too). */
export const resourceOrderBody = z.object({
  list: listSchema,
  groups: z
    .array(
      z.object({
        group_name: groupName,
        ids: z.array(z.number({ error: '编号必须是数字' }).int().min(1).max(ID_MAX), { error: '排序格式不正确' }),
      }),
      { error: '排序格式不正确' },
    )
    .max(RESOURCE_LIMITS.orderMax, { error: '排序格式不正确' }),
});
export type ResourceOrderBody = z.infer<typeof resourceOrderBody>;

/** One entry as the console sees it. */
export interface AdminResourceItem {
  id: number;
  group_name: string;
  name: string;
  description: string;
  icon: string;
  url: string;
  sort: number;
}

export interface AdminResourceGroup {
  group_name: string;
  list: AdminResourceItem[];
}
