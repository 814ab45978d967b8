import { MENU_ROUTES, type MenuGroup, type MenuItem, type MenuLeaf } from '@blog/contract';

/** The 菜单 screen's working copy: every item with a key that survives reordering. */
export type DraftLeaf = MenuLeaf & { key: number };
export type DraftGroup = Omit<MenuGroup, 'children'> & { key: number; children: DraftLeaf[] };
export type DraftItem = DraftLeaf | DraftGroup;

let nextKey = 1;
export const newKey = () => nextKey++;

export function toDraft(items: readonly MenuItem[]): DraftItem[] {
  return items.map((item) =>
    item.kind === 'group' ? { ...item, key: newKey(), children: item.children.map((child) => ({ ...child, key: newKey() })) } : { ...item, key: newKey() },
  );
}

function stripLeaf({ key: _key, ...leaf }: DraftLeaf): MenuLeaf {
  return leaf as MenuLeaf;
}

/** What the server stores: the items without their keys. */
export function fromDraft(items: readonly DraftItem[]): MenuItem[] {
  return items.map((item) => {
    if (item.kind !== 'group') return stripLeaf(item);
    const { key: _key, children, ...group } = item;
    return { ...group, children: children.map(stripLeaf) };
  });
}

/** What an item points at, in words (内置页面：时间轴, 页面：/page/about, 链接：https://…). */
export function targetText(item: DraftItem, pages: ReadonlyMap<number, { title: string; slug: string; public: boolean }>): string {
  switch (item.kind) {
    case 'route':
      return `内置：${MENU_ROUTES[item.route]}（${item.route}）`;
    case 'page': {
      const page = pages.get(item.pageId);
      if (!page) return '页面已删除';
      return `页面：/page/${page.slug}${page.public ? '' : '（草稿，访客看不到）'}`;
    }
    case 'link':
      return `外部链接：${item.url}`;
    case 'group':
      return `分组，${item.children.length} 个子项`;
  }
}
