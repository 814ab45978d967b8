import type { SiteBoot } from '@blog/contract';
import { articleListPath } from '@blog/markdown/paths';
import { formatCount } from '@blog/markdown/format';
import { countWords, estimateReadingMinutes, formatDate, formatDuration } from '@blog/markdown/readingStats';
import { escapeHtml } from '../bootHtml';
import type { BuildManifest } from '../bootRoutes';
import type { ContentShell } from '../bootShell';
import { needsExtras } from '@blog/markdown/plugins';
import { hasRenderedMaths } from '@blog/markdown/serverRender';
import { renderArticleHtml } from '../markdown/articleHtml';
import { siteDateTime } from '../siteTime';
import type { ArticlePageData, PageData } from './pageData';
import { markdownStylesheetLinks } from './markdownStylesheets';
import { readerThemeBoot, siteReaderThemes } from './readerThemeBoot';
import { shellIcons, type ShellIcons } from './shellIcons';

function metaRow(items: string[], label?: string): string {
  const aria = label ? ` aria-label="${label}"` : '';
  return `<ul class="article-meta__row"${aria}>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

/** ArticleBannerMeta's three rows: dates and category, tags, reading figures. */
function bannerMeta({ row, tagRefs: tags }: ArticlePageData, words: number, icon: ShellIcons): string {
  // The same text the API gives the client for these dates (site time), so hydration changes nothing.
  const time = (iso: string) => `<time datetime="${escapeHtml(siteDateTime(iso))}">${formatDate(siteDateTime(iso))}</time>`;
  const first = [`${icon.calendar} 发表于 ${time(row.created_at)}`, `${icon.edit} 更新于 ${time(row.updated_at)}`];
  if (row.category_id !== null && row.category_name) {
    first.push(`${icon.folder} <a href="${escapeHtml(articleListPath('category', row.category_id, row.category_name))}">${escapeHtml(row.category_name)}</a>`);
  }
  const rows = [metaRow(first)];
  if (tags.length > 0) {
    rows.push(metaRow(tags.map((tag) => `${icon.tag} <a href="${escapeHtml(articleListPath('tag', tag.id, tag.tag_name))}">${escapeHtml(tag.tag_name)}</a>`), '标签'));
  }
  rows.push(
    metaRow([
      `${icon.fileText} 字数 ${formatCount(words)}`,
      `${icon.clock} 阅读约 ${estimateReadingMinutes(words)} 分钟`,
      `${icon.eye} 浏览 ${formatCount(row.view_times)}`,
      `${icon.history} 累计阅读 ${formatDuration(row.reading_duration)}`,
    ]),
  );
  return `<div class="article-meta">${rows.join('')}</div>`;
}

/** Classes the reader theme script looks up: the body's wrapper and the table of contents. */
export const BODY_CLASS = 'article-body';
export const CATALOG_CLASS = 'boot-shell__catalog';

/** md-editor-rt's headings carry their text as id (`<h2 data-line="4" id="二、安装">`). */
const HEADING = /<h([1-6]) data-line="\d+" id="([^"]*)">([\s\S]*?)<\/h\1>/g;

interface TocEntry {
  level: number;
  id: string;
  text: string;
  children: TocEntry[];
}

/** Headings nested as MdCatalog nests them: each under the nearest higher one before it. */
function headingTree(html: string): TocEntry[] {
  const roots: TocEntry[] = [];
  const open: TocEntry[] = [];
  for (const [, level, id, inner] of html.matchAll(HEADING)) {
    const entry = { level: Number(level), id: id ?? '', text: (inner ?? '').replace(/<[^>]*>/g, ''), children: [] };
    while (open.length > 0 && (open.at(-1)?.level ?? 0) >= entry.level) open.pop();
    (open.at(-1)?.children ?? roots).push(entry);
    open.push(entry);
  }
  return roots;
}

/** MdCatalog's markup, its links real anchors; the first is active, as MdCatalog marks it at the top. */
function catalogLinks(entries: TocEntry[], first: { done: boolean }): string {
  return entries
    .map((entry) => {
      const active = first.done ? '' : ' md-editor-catalog-active';
      first.done = true;
      const children = entry.children.length > 0 ? `<div class="md-editor-catalog-wrapper">${catalogLinks(entry.children, first)}</div>` : '';
      return `<div class="md-editor-catalog-link${active}"><span title="${entry.text}"><a href="#${entry.id}">${entry.text}</a></span>${children}</div>`;
    })
    .join('');
}

/**
 * The table of contents MdCatalog draws beside the article (ArticleToc.tsx), its headings as
 * links: it fills the side column before the script runs and lets a reader without it jump too.
 */
export function tableOfContents(html: string, icon: ShellIcons): string {
  const links = catalogLinks(headingTree(html), { done: false });
  return (
    `<nav class="article-toc" aria-label="文章目录"><h2 class="article-toc__title">${icon.list} 目录</h2>` +
    `<div class="md-editor-catalog ${CATALOG_CLASS}"><div class="md-editor-catalog-container">${links}</div></div></nav>`
  );
}

/**
 * A public article's first view (ArticleDetailPage with its reader): title and meta in the banner,
 * the body rendered from Markdown as the client renders it, the table of contents beside it.
 * Null for anything that is not a public article: a draft's or a private article's text never
 * reaches the page.
 */
export async function articleContent(data: PageData, id: number, boot: SiteBoot, manifest: BuildManifest | null, stylesheets: readonly string[]): Promise<ContentShell | null> {
  const article = await data.article(id);
  if (!article) return null;
  const [body, icon] = await Promise.all([renderArticleHtml(article.row.content), shellIcons()]);
  const themes = readerThemeBoot(manifest, siteReaderThemes(boot.config), { body: `.${BODY_CLASS}`, catalog: `.${CATALOG_CLASS}` });
  const banner = `<h1 class="page-banner__title">${escapeHtml(article.row.title)}</h1>${bannerMeta(article, countWords(article.row.content), icon)}`;
  const main =
    `<div class="article-layout"><article class="article-card">` +
    `<div class="reader-theme-picker" aria-hidden="true"><span class="reader-theme-picker__toggle">${icon.bgColors} 阅读主题</span></div>` +
    `<div class="${BODY_CLASS}" data-code-mode="${themes.mode}" data-line-numbers="on">${body}</div>` +
    `<noscript><p class="boot-shell__note">点赞、评论和阅读主题需要启用 JavaScript。</p></noscript>` +
    `</article><div class="article-side">${tableOfContents(body, icon)}</div></div>${themes.script}`;
  // Only on pages that use them: other articles do not grow.
  const rich = markdownStylesheetLinks(manifest, { maths: hasRenderedMaths(body), extras: needsExtras(article.row.content) });
  return { banner, main, stylesheets, links: themes.link + rich, bannerImage: article.cover };
}

/**
 * A public page of one's own (/page/<slug>) as SitePageView draws it: its title in the banner (over
 * its cover when it has one), the body rendered by the article reader's pipeline, the table of
 * contents beside it. Null for a draft or an unknown slug: a draft's text never reaches the page.
 */
export async function sitePageContent(data: PageData, slug: string, boot: SiteBoot, manifest: BuildManifest | null, stylesheets: readonly string[]): Promise<ContentShell | null> {
  const page = await data.sitePage(slug);
  if (!page) return null;
  const [body, icon] = await Promise.all([renderArticleHtml(page.content), shellIcons()]);
  const themes = readerThemeBoot(manifest, siteReaderThemes(boot.config), { body: `.${BODY_CLASS}`, catalog: `.${CATALOG_CLASS}` });
  const main =
    `<div class="article-layout"><article class="article-card">` +
    `<div class="${BODY_CLASS}" data-code-mode="${themes.mode}" data-line-numbers="on">${body}</div>` +
    `</article><div class="article-side">${tableOfContents(body, icon)}</div></div>${themes.script}`;
  const rich = markdownStylesheetLinks(manifest, { maths: hasRenderedMaths(body), extras: needsExtras(page.content) });
  return { banner: `<h1 class="page-banner__title">${escapeHtml(page.title)}</h1>`, main, stylesheets, links: themes.link + rich, bannerImage: page.cover || undefined };
}
