/*
 * 移除演示内容 (网站设置): what the demo seed wrote, as recorded in its ledger (demo_ledger: kind,
 * row id). A feature adding demo rows of its own adds its kind here and in the server's DEMO_KINDS.
 */

export const DEMO_KIND_LABEL = {
  article: '文章',
  talk: '说说',
  album: '相册',
  photo: '照片',
  comment: '评论',
  message: '留言',
  link: '友链',
  resource: '资源推荐',
  song: '歌曲',
  playlist: '歌单',
  page_header: '页面背景图',
  page: '页面',
  category: '分类',
  tag: '标签',
  user: '演示用户',
} as const;

export type DemoKindName = keyof typeof DEMO_KIND_LABEL;

/** GET /api/demo/preview: what 移除演示内容 would remove now. */
export interface DemoPreview {
  /** Rows per kind that still exist (categories and tags only when no article of the blogger's uses them). */
  counts: { kind: DemoKindName; label: string; count: number }[];
  /** Titles of the demo articles that will go. */
  articleTitles: string[];
  /** Comments by real accounts under demo articles, talk or guestbook entries: they go with what they answer. */
  ownCommentsOnDemo: number;
  /** True once the demo content was removed: the seed writes none again. */
  removed: boolean;
}

/** POST /api/demo/remove's result: how many rows of each kind went. */
export interface DemoRemoval {
  removed: { kind: DemoKindName; label: string; count: number }[];
}

export const DEMO_MESSAGES = {
  nothing: '没有演示内容可以移除',
  removed: '演示内容已移除',
} as const;
