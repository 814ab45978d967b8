import { z } from 'zod';
import { idSchemaOf } from './requests';
import { MENU_ICONS, MENU_LIMITS, MENU_ROUTES, type MenuItem } from './siteMenuItems';

/** The console's 菜单 as it saves it (PUT /api/siteMenu/admin): checked alike by console and server. */

export const MENU_MESSAGES = {
  nameMissing: '请输入菜单项名称',
  nameTooLong: `菜单项名称不能超过 ${MENU_LIMITS.nameMax} 个字`,
  iconInvalid: '图标不在可选范围内',
  routeInvalid: '内置页面不存在',
  urlInvalid: '外部链接必须是 http:// 或 https:// 开头的完整网址',
  urlTooLong: `外部链接不能超过 ${MENU_LIMITS.urlMax} 个字`,
  kindInvalid: '菜单项类型只能是内置页面、自建页面、外部链接或分组',
  tooMany: `菜单最多 ${MENU_LIMITS.items} 项`,
  tooManyChildren: `一个分组最多 ${MENU_LIMITS.children} 个子项`,
  groupEmpty: '分组至少要有一个子项',
  pageMissing: '菜单里引用的页面不存在或已被删除',
  notList: '菜单必须是菜单项的列表',
  saved: '菜单已保存',
  restored: '已恢复默认菜单',
} as const;

const base = {
  name: z
    .string({ error: MENU_MESSAGES.nameMissing })
    .trim()
    .min(1, { error: MENU_MESSAGES.nameMissing })
    .max(MENU_LIMITS.nameMax, { error: MENU_MESSAGES.nameTooLong }),
  icon: z.enum(['', ...MENU_ICONS], { error: MENU_MESSAGES.iconInvalid }).default(''),
  hidden: z.boolean({ error: '显示/隐藏必须是真或假' }).default(false),
};

const routeKeys = Object.keys(MENU_ROUTES) as [keyof typeof MENU_ROUTES, ...(keyof typeof MENU_ROUTES)[]];

/** http(s) only: a javascript: or data: address in the header would run in the site's origin. */
const externalUrl = z
  .string({ error: MENU_MESSAGES.urlInvalid })
  .trim()
  .max(MENU_LIMITS.urlMax, { error: MENU_MESSAGES.urlTooLong })
  .refine(
    (url) => {
      if (!/^https?:\/\//i.test(url)) return false;
      try {
        return new URL(url).hostname !== '';
      } catch {
        return false;
      }
    },
    { error: MENU_MESSAGES.urlInvalid },
  );

const leaf = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('route'), route: z.enum(routeKeys, { error: MENU_MESSAGES.routeInvalid }), ...base }),
    z.object({ kind: z.literal('page'), pageId: idSchemaOf('页面编号'), ...base }),
    z.object({ kind: z.literal('link'), url: externalUrl, ...base }),
  ],
  { error: MENU_MESSAGES.kindInvalid },
);

const item = z.discriminatedUnion(
  'kind',
  [
    ...leaf.options,
    z.object({
      kind: z.literal('group'),
      children: z.array(leaf, { error: MENU_MESSAGES.notList }).min(1, { error: MENU_MESSAGES.groupEmpty }).max(MENU_LIMITS.children, { error: MENU_MESSAGES.tooManyChildren }),
      ...base,
    }),
  ],
  { error: MENU_MESSAGES.kindInvalid },
);

export const siteMenuBody = z.object({
  items: z.array(item, { error: MENU_MESSAGES.notList }).max(MENU_LIMITS.items, { error: MENU_MESSAGES.tooMany }),
});
export type SiteMenuBody = z.input<typeof siteMenuBody>;

/** A stored menu read back (the column's JSON), or null when it no longer passes (then the defaults show). */
export function parseStoredMenu(json: string): MenuItem[] | null {
  if (!json) return null;
  try {
    const parsed = siteMenuBody.safeParse({ items: JSON.parse(json) as unknown });
    return parsed.success ? (parsed.data.items as MenuItem[]) : null;
  } catch {
    return null;
  }
}
