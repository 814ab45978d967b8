import {
  ARTICLE_LIMITS,
  ARTICLE_STATUS,
  MARKDOWN_IMPORT_MESSAGES,
  MARKDOWN_TAG_LABELS,
  PERMALINK_PRESETS,
  postPath,
  slugify,
  type MarkdownConvertedTag,
  type MarkdownDuplicateMode,
  type MarkdownImportItem,
  type MarkdownImportReport,
  type PermalinkRule,
} from '@blog/contract';
import { createImportAddresses } from './importAddresses';
import { frontMatterSlug, oldAddresses } from './oldAddress';
import type { Db } from '../../../db/connection';
import { analyzeDatabase } from '../../../db/maintenance';
import type { ReportProgress } from '../jobs';
import { isLocalLink, localImageLinks, remoteImageLinks, rewriteImageLinks } from './imageLinks';
import type { ImageStoreOptions } from '../../upload/service';
import { bringHome, createRemoteImageStore, isRemoteLink, type RemoteImageLimits } from '../../upload/remoteImages';
import { createImageFinder, createImageUploader } from './images';
import { renderPostLinks, type TagConversion } from './hexoTags';
import { IMPORT_LIMITS, isMarkdownPath } from './limits';
import { createPostIndex } from './postLinks';
import { parseMarkdownFile, SkipFile, type ParsedArticle } from './parseFile';
import { hasUpload } from './siteUploads';
import { SourceReadError, SourceRefusedError, type ImportSource } from './source';
import { createImportWriter, FALLBACK_CATEGORY, needsFallbackCategory, type ArticleToWrite } from './writer';

export interface MarkdownImportOptions {
  dryRun: boolean;
  onDuplicate: MarkdownDuplicateMode;
  /** The admin who runs the import: author of the new articles. */
  authorId: number;
  /** DATA_DIR: images go to its uploads folder. */
  dataDir: string;
  /** Room for each image (the site's upload quota); a refused image keeps its link and is a warning. */
  admitImage?: ImageStoreOptions['admit'];
  /** 下载外链图片: remote pictures of the posts (and covers) are fetched and stored, links rewritten. */
  downloadImages?: boolean;
  /** Bounds of those downloads (REMOTE_IMAGE_LIMITS unless a test makes them small). */
  remoteImageLimits?: RemoteImageLimits;
  /** The old blog's permalink rule, to compute each post's old address (Hexo's default when not given). */
  permalink?: PermalinkRule;
  /** Called once redirects were written, so every process reloads its rules. */
  onRedirects?: () => Promise<void> | void;
  /** Called after each article written, so the home list is never stale. */
  onWrite?: () => void;
  progress?: ReportProgress;
  /** Unexpected failures (a database error on one article), for the server log. */
  log?: (error: unknown) => void;
}

/** Hugo's section pages hold a list's text, not an article. */
const isSectionPage = (file: string) => /(^|\/)_index\.(md|markdown)$/i.test(file);
/** Jekyll keeps unpublished posts in `_drafts/`. */
const inDraftsFolder = (file: string) => /(^|\/)_drafts\//.test(file);

/**
 * Brings a zip's or folder's Markdown files in as articles (DESIGN.md §10). Each file is read,
 * checked and — unless a dry run — written in its own transaction, so a broken file is never half
 * imported and one file's problem does not stop the others. Nothing is deleted; an article with
 * the same title is only changed when the blogger chose 'update'.
 */
export async function importMarkdown(db: Db, source: ImportSource, options: MarkdownImportOptions): Promise<MarkdownImportReport> {
  const markdownFiles = source.files.filter(isMarkdownPath);
  if (markdownFiles.length === 0) throw new SourceRefusedError(MARKDOWN_IMPORT_MESSAGES.noMarkdown);
  const writer = createImportWriter(db);
  const findImage = createImageFinder(source);
  const uploader = createImageUploader(source, options.dataDir, options.dryRun, options.admitImage);
  const remote = createRemoteImageStore({ dataDir: options.dataDir, admit: options.admitImage, dryRun: options.dryRun, limits: options.remoteImageLimits });
  const usedFiles = new Set(markdownFiles);
  /** Titles this import has created (or would create) and the article they are. */
  const titlesSeen = new Map<string, number | null>();
  /** Every post of this import an article stands for, so `{% post_link %}` can find it. */
  const posts = createPostIndex();
  /** Articles whose `{% post_link %}`s wait for every post to be written. */
  const linking: Array<{ item: MarkdownImportItem; id: number | null; article: ArticleToWrite; tags: Omit<TagConversion, 'body'> }> = [];
  const converted = new Map<MarkdownConvertedTag, number>();
  const countTags = (counts: ReadonlyMap<MarkdownConvertedTag, number>) => {
    for (const [tag, n] of counts) converted.set(tag, (converted.get(tag) ?? 0) + n);
  };
  const permalink = options.permalink ?? { style: 'hexo', pattern: PERMALINK_PRESETS.hexo.pattern };
  const addresses = createImportAddresses(db, options.dryRun);
  /** Slugs of the articles this run created or updated, by title (a later file of the same title updates it). */
  const slugsSeen = new Map<string, string>();
  const report: MarkdownImportReport = {
    dryRun: options.dryRun,
    onDuplicate: options.onDuplicate,
    created: 0,
    updated: 0,
    skipped: [],
    items: [],
    images: 0,
    ignored: 0,
    downloadImages: options.downloadImages ?? false,
    remoteImages: 0,
    remoteImagesFailed: 0,
    conversions: [],
    permalink,
    redirects: 0,
  };

  const skip = (file: string, title: string, reason: string, line: number | null, warnings: string[] = []) => {
    report.skipped.push({ file, line, reason: line ? `第 ${line} 行：${reason}` : reason });
    report.items.push({ file, title, action: 'skip', reason: line ? `第 ${line} 行：${reason}` : reason, line, warnings, address: '', oldAddresses: [] });
  };

  /** The slug the article will have: an updated one keeps its own; a new one takes the front matter's or the title's. */
  async function slugOf(parsed: ParsedArticle, key: string, existing: number | null): Promise<{ slug: string; isNew: boolean }> {
    const seen = slugsSeen.get(key);
    if (seen) return { slug: seen, isNew: false };
    if (existing !== null) {
      const own = await writer.slugOf(existing);
      if (own) return { slug: own, isNew: false };
    }
    const wanted = frontMatterSlug(parsed.frontMatter);
    const slug = await addresses.slugFor(wanted ?? slugify(parsed.meta.title));
    if (wanted && slug !== wanted) parsed.warnings.push(`链接名「${wanted}」已被占用，改用「${slug}」`);
    return { slug, isNew: existing === null };
  }

  /** The link's new address, or null (with a warning) when it stays as written. */
  async function imageUrl(link: string, file: string, warnings: string[]): Promise<string | null> {
    const found = findImage(link, file);
    if ('missing' in found) {
      // A link to an image this site already has (an export that kept its address) works as it is;
      // any other image that stays unresolved would show as broken, so the blogger is told.
      if (!(await hasUpload(options.dataDir, link))) warnings.push(found.missing);
      return null;
    }
    usedFiles.add(found.file);
    try {
      return await uploader.url(found.file);
    } catch (error) {
      if (!(error instanceof SourceReadError)) throw error;
      warnings.push(`${error.message}，链接保持原样`);
      return null;
    }
  }

  async function prepare(file: string, parsed: ParsedArticle): Promise<ArticleToWrite> {
    const { meta, warnings } = parsed;
    const urls = new Map<string, string>();
    for (const link of localImageLinks(parsed.body)) {
      const url = await imageUrl(link, file, warnings);
      if (url) urls.set(link, url);
    }
    let cover = meta.cover ?? '';
    if (cover && isLocalLink(cover)) cover = (await imageUrl(cover, file, warnings)) ?? cover;
    if (options.downloadImages) {
      const links = remoteImageLinks(parsed.body);
      if (cover && isRemoteLink(cover)) links.push(cover);
      const brought = await bringHome(links, remote);
      for (const [link, url] of brought.urls) urls.set(link, url);
      if (brought.urls.has(cover)) cover = brought.urls.get(cover)!;
      report.remoteImagesFailed += brought.failures.length;
      for (const failure of brought.failures) warnings.push(`外链图片「${failure.url}」没有下载：${failure.reason}，链接保持原样`);
    }
    if ([...cover].length > ARTICLE_LIMITS.urlMax) {
      warnings.push('封面地址太长，未导入封面');
      cover = '';
    }
    let status = meta.status;
    if (inDraftsFolder(file)) status = ARTICLE_STATUS.draft;
    let category = meta.category;
    if (needsFallbackCategory(status, category)) {
      warnings.push(`文件没有分类，放入「${FALLBACK_CATEGORY}」`);
      category = FALLBACK_CATEGORY;
    }
    return {
      title: meta.title,
      content: rewriteImageLinks(parsed.body, urls),
      description: meta.description,
      cover,
      category,
      tags: meta.tags,
      status,
      type: meta.type,
      originUrl: meta.originUrl,
      pinned: meta.pinned,
      topOrder: meta.topOrder,
      slug: null,
      createdAt: meta.date,
      updatedAt: meta.updated ?? meta.date,
    };
  }

  for (const [index, file] of markdownFiles.entries()) {
    options.progress?.({ done: index, total: markdownFiles.length, current: `${options.dryRun ? '检查' : '导入'} ${file}` });
    if (isSectionPage(file)) {
      skip(file, '', 'Hugo 的栏目页（_index.md）不是文章', null);
      continue;
    }
    let parsed: ParsedArticle;
    try {
      parsed = parseMarkdownFile(file, await source.read(file, IMPORT_LIMITS.markdownMaxBytes));
    } catch (error) {
      if (error instanceof SkipFile) skip(file, '', error.message, error.line);
      else if (error instanceof SourceReadError) skip(file, '', error.message, null);
      else throw error;
      continue;
    }
    const title = parsed.meta.title;
    const key = title.trim();
    const existing = titlesSeen.has(key) ? titlesSeen.get(key)! : await writer.idByTitle(title);
    const duplicate = titlesSeen.has(key) || existing !== null;
    if (duplicate && options.onDuplicate === 'skip') {
      // The article already on the site is what this file's links point to.
      posts.add(file, title, titlesSeen.has(key) ? titlesSeen.get(key)! : existing);
      skip(file, title, titlesSeen.has(key) ? '本次导入中已有同名文章（选择了跳过同名文章）' : '网站里已有同名文章（选择了跳过同名文章）', null, parsed.warnings);
      continue;
    }
    const prepared = await prepare(file, parsed);
    const { slug, isNew } = await slugOf(parsed, key, existing);
    if (isNew) prepared.slug = slug;
    const waiting = parsed.tags.postLinks.length > 0;
    // Until every post is written, a post link is its text: the site never shows a placeholder.
    const article = waiting ? { ...prepared, content: renderPostLinks({ ...parsed.tags, body: prepared.content }, () => null).body } : prepared;
    const old = oldAddresses({ file, data: parsed.frontMatter, title, date: parsed.meta.date }, permalink);
    parsed.warnings.push(...old.warnings);
    const item: MarkdownImportItem = {
      file,
      title,
      action: duplicate ? 'update' : 'create',
      reason: null,
      line: null,
      warnings: parsed.warnings,
      address: decodeURI(postPath(slug)),
      oldAddresses: [],
    };
    let written: number | null = existing;
    if (!options.dryRun) {
      try {
        const id = await writer.write(article, existing !== null ? { id: existing } : { authorId: options.authorId });
        written = id;
        titlesSeen.set(key, id);
      } catch (error) {
        options.log?.(error);
        skip(file, title, '写入数据库失败，这篇文章没有导入（详情见服务器日志）', null, parsed.warnings);
        continue;
      }
      options.onWrite?.();
    } else {
      titlesSeen.set(key, existing);
    }
    slugsSeen.set(key, slug);
    item.oldAddresses = await addresses.redirect(old.addresses, slug, options.dryRun ? null : written, parsed.warnings);
    if (item.action === 'create') report.created++;
    else report.updated++;
    report.items.push(item);
    posts.add(file, title, written);
    countTags(parsed.tags.counts);
    if (waiting) linking.push({ item, id: written, article: prepared, tags: parsed.tags });
  }

  // Post links, now that every post has its article.
  for (const { item, id, article, tags } of linking) {
    const rendered = renderPostLinks({ ...tags, body: article.content }, (target) => posts.find(target));
    item.warnings.push(...rendered.unresolved);
    if (rendered.linked > 0) countTags(new Map([['post_link', rendered.linked]]));
    if (!options.dryRun && id !== null && rendered.linked > 0) {
      try {
        await writer.rewriteContent(id, rendered.body, article.description);
      } catch (error) {
        options.log?.(error);
        item.warnings.push('文章之间的链接没有写入（数据库错误，详情见服务器日志），链接保留为文字');
      }
      options.onWrite?.();
    }
  }
  report.conversions = (Object.keys(MARKDOWN_TAG_LABELS) as MarkdownConvertedTag[]).filter((tag) => converted.has(tag)).map((tag) => ({ tag, count: converted.get(tag)! }));
  report.images = uploader.stored;
  report.remoteImages = remote.stored;
  report.redirects = addresses.count;
  if (!options.dryRun && addresses.count > 0) await options.onRedirects?.();
  // Many articles at once: fresh planner statistics (searches on PostgreSQL use the trigram indexes).
  if (!options.dryRun && report.created + report.updated > 0) await analyzeDatabase(db);
  report.ignored = source.files.filter((file) => !usedFiles.has(file)).length;
  options.progress?.({ done: markdownFiles.length, total: markdownFiles.length, current: '完成' });
  return report;
}
