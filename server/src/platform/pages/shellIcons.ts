import type { ComponentType } from 'react';

/** The antd icons the article's banner, theme picker and contents title draw before their labels. */
const ICONS = {
  calendar: () => import('@ant-design/icons/es/icons/CalendarOutlined'),
  edit: () => import('@ant-design/icons/es/icons/EditOutlined'),
  folder: () => import('@ant-design/icons/es/icons/FolderOutlined'),
  tag: () => import('@ant-design/icons/es/icons/TagOutlined'),
  fileText: () => import('@ant-design/icons/es/icons/FileTextOutlined'),
  clock: () => import('@ant-design/icons/es/icons/ClockCircleOutlined'),
  eye: () => import('@ant-design/icons/es/icons/EyeOutlined'),
  history: () => import('@ant-design/icons/es/icons/HistoryOutlined'),
  bgColors: () => import('@ant-design/icons/es/icons/BgColorsOutlined'),
  list: () => import('@ant-design/icons/es/icons/UnorderedListOutlined'),
} as const;

export type ShellIconName = keyof typeof ICONS;
export type ShellIcons = Record<ShellIconName, string>;

async function renderIcons(): Promise<ShellIcons> {
  const [{ renderToStaticMarkup }, { createElement }] = await Promise.all([import('react-dom/server'), import('react')]);
  const entries = await Promise.all(
    Object.entries(ICONS).map(async ([name, load]) => {
      const Icon = (await load()).default as ComponentType<{ 'aria-hidden': boolean }>;
      // `<Icon aria-hidden />`, as the client's components write them.
      return [name, renderToStaticMarkup(createElement(Icon, { 'aria-hidden': true }))] as const;
    }),
  );
  return Object.fromEntries(entries) as ShellIcons;
}

let icons: Promise<ShellIcons> | null = null;

/**
 * The icons' markup, the same the client's icon components draw, so labels sit where they will
 * once React's page takes over. Rendered once, on the first page that needs them.
 */
export function shellIcons(): Promise<ShellIcons> {
  icons ??= renderIcons();
  return icons;
}
