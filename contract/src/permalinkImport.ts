import { z } from 'zod';

/*
 * Old addresses at a Markdown import (DESIGN.md §10, issue 27): the blog being moved in served
 * each post at an address its generator computed from a permalink rule and the post's front
 * matter. The import computes the same address and writes a redirect from it to the post's new
 * /post/<slug>, so links and search results keep working.
 */

/** Which generator's meaning of the tokens (`:title` is the file name to Hexo, the title to Hugo). */
export const PERMALINK_STYLES = ['hexo', 'hugo', 'jekyll'] as const;
export type PermalinkStyle = (typeof PERMALINK_STYLES)[number];

/** The rules each generator uses when its configuration says nothing (or says its common setting). */
export const PERMALINK_PRESETS: Record<PermalinkStyle, { label: string; pattern: string; hint: string }> = {
  hexo: { label: 'Hexo', pattern: ':year/:month/:day/:title/', hint: '_config.yml 的 permalink；:title 是文件名（或头部的 slug）' },
  hugo: { label: 'Hugo', pattern: '/posts/:slug/', hint: 'config 的 [permalinks]；:title 是标题转成的地址，头部 url 和 aliases 也会跳转' },
  jekyll: { label: 'Jekyll', pattern: '/:categories/:year/:month/:day/:title.html', hint: '_config.yml 的 permalink；:title 是文件名去掉日期' },
};

export const PERMALINK_PATTERN_MAX = 200;

export const PERMALINK_MESSAGES = {
  styleInvalid: '博客类型只能是 hexo、hugo 或 jekyll',
  patternMissing: '请填写原博客的永久链接规则，例如 :year/:month/:day/:title/',
  patternTooLong: `永久链接规则不能超过 ${PERMALINK_PATTERN_MAX} 个字`,
  patternNoToken: '规则里至少要有一个 :title、:slug、:name、:id 之类的变量，否则所有文章会是同一个地址',
  patternBad: '规则里不能有空格、? 或 #',
} as const;

/** Tokens that name a date or a category: alone they give many posts one address. */
const SHARED_TOKENS = new Set(['year', 'short_year', 'month', 'i_month', 'monthname', 'day', 'i_day', 'hour', 'minute', 'second', 'weekday', 'weekdayname', 'yearday', 'category', 'categories', 'section', 'sections', 'output_ext', 'lang']);

/** Whether some token of the rule differs from post to post (:title, :slug, a front matter field…). */
function tellsPostsApart(pattern: string): boolean {
  return [...pattern.matchAll(/:([a-z_]+)/gi)].some((match) => !SHARED_TOKENS.has(match[1]!.toLowerCase()));
}

/** A rule with at least one token that tells posts apart. */
export const permalinkPatternSchema = z
  .string({ error: PERMALINK_MESSAGES.patternMissing })
  .trim()
  .min(1, { error: PERMALINK_MESSAGES.patternMissing })
  .max(PERMALINK_PATTERN_MAX, { error: PERMALINK_MESSAGES.patternTooLong })
  .refine((pattern) => !/[\s?#]/.test(pattern), { error: PERMALINK_MESSAGES.patternBad })
  .refine(tellsPostsApart, { error: PERMALINK_MESSAGES.patternNoToken });

/** A style without a pattern means that generator's preset (Jekyll alone means Jekyll's rule, not Hexo's). */
function withPreset(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const { style, pattern } = value as { style?: unknown; pattern?: unknown };
  if (pattern !== undefined && pattern !== '') return value;
  const preset = typeof style === 'string' && Object.hasOwn(PERMALINK_PRESETS, style) ? PERMALINK_PRESETS[style as PermalinkStyle] : PERMALINK_PRESETS.hexo;
  return { ...value, pattern: preset.pattern };
}

export const permalinkRuleSchema = z.preprocess(
  withPreset,
  z.object({
    style: z.enum(PERMALINK_STYLES, { error: PERMALINK_MESSAGES.styleInvalid }).default('hexo'),
    pattern: permalinkPatternSchema,
  }),
);
export type PermalinkRule = z.output<typeof permalinkRuleSchema>;
