import type { CodeTheme, PreviewTheme } from '@blog/contract';

/** What the reader sees for each of SPEC.md §3's preview themes (the article's text style). */
export const PREVIEW_THEME_LABELS: Record<PreviewTheme, string> = {
  default: '默认',
  github: 'GitHub 风格',
  vuepress: 'VuePress 风格',
  'mk-cute': '萌系蓝（mk-cute）',
  'smart-blue': '智慧蓝（smart-blue）',
  cyanosis: '青蓝（cyanosis）',
};

/** …and for each code highlighting theme. */
export const CODE_THEME_LABELS: Record<CodeTheme, string> = {
  atom: 'Atom',
  a11y: '高对比（a11y）',
  github: 'GitHub',
  gradient: '渐变（gradient）',
  kimbie: 'Kimbie',
  paraiso: 'Paraiso',
  qtcreator: 'Qt Creator',
  stackoverflow: 'Stack Overflow',
};
