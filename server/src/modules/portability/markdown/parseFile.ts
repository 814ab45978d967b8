import { ARTICLE_LIMITS, ARTICLE_STATUS } from '@blog/contract';
import { jekyllName } from './dates';
import { FieldError, readMeta, type ArticleMeta } from './fields';
import { FrontMatterError, splitFrontMatter } from './frontMatter';
import { convertHexoTags, type TagConversion } from './hexoTags';

export interface ParsedArticle {
  meta: ArticleMeta & { title: string };
  /** The front matter as read (its slug, permalink, url, aliases… give the old address). */
  frontMatter: Record<string, unknown>;
  /** With `{% post_link %}` placeholders still in it (tags.postLinks; renderPostLinks writes them). */
  body: string;
  warnings: string[];
  /** What the Hexo tags of the file became (hexoTags.ts). */
  tags: Omit<TagConversion, 'body'>;
}

/** A file that cannot become an article; `line` is the file's, 1-based. */
export class SkipFile extends Error {
  constructor(
    message: string,
    readonly line: number | null,
  ) {
    super(message);
  }
}

const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})/;

/** The first `# heading` outside code, and the body without it. */
function takeHeading(body: string): { title: string; body: string } | null {
  const lines = body.split('\n');
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const opener = FENCE_LINE.exec(line);
    if (opener) {
      if (fence === null) fence = opener[1]![0]!;
      else if (opener[1]![0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^ {0,3}#[ \t]+(.+?)[ \t]*#*[ \t]*$/.exec(line);
    if (heading) {
      lines.splice(i, 1);
      // The blank line that followed the heading goes with it.
      if (i < lines.length && lines[i]!.trim() === '' && i === 0) lines.splice(i, 1);
      return { title: heading[1]!.trim(), body: lines.join('\n') };
    }
  }
  return null;
}

const baseName = (file: string) => file.split('/').pop()!.replace(/\.(md|markdown)$/i, '');

/**
 * One Markdown file as an article: its front matter read, its title found (front matter, then the
 * first `# heading`, then the file name), and every limit the editor has checked. Throws SkipFile.
 */
export function parseMarkdownFile(file: string, bytes: Buffer): ParsedArticle {
  const text = bytes.toString('utf8');
  if (text.includes('\uFFFD')) throw new SkipFile('文件不是 UTF-8 编码（请先转为 UTF-8）', null);
  const warnings: string[] = [];
  let split;
  let meta: ArticleMeta;
  try {
    split = splitFrontMatter(text);
    meta = readMeta(split, warnings);
  } catch (error) {
    if (error instanceof FrontMatterError || error instanceof FieldError) throw new SkipFile(error.message, error.line);
    throw error;
  }

  const { body: converted, ...tags } = convertHexoTags(split.body, split.bodyLine);
  warnings.push(...tags.warnings);
  let body = converted.replace(/^\n+/, '');
  let title = meta.title;
  // An empty file is no article, whatever its name says.
  if (!title && !body.trim()) throw new SkipFile('文件没有标题也没有正文', null);
  const jekyll = jekyllName(baseName(file));
  if (!title) {
    const heading = takeHeading(body);
    if (heading) {
      title = heading.title;
      body = heading.body;
    } else {
      title = (jekyll ? jekyll.rest.replace(/[-_]+/g, ' ') : baseName(file)).trim();
    }
  }
  // Jekyll keeps the date in the file name when the front matter has none.
  const date = meta.date ?? jekyll?.date ?? null;

  body = body.replace(/\s+$/, '');
  if (!title) throw new SkipFile('找不到标题（头部、第一个「# 标题」和文件名都没有）', null);
  if ([...title].length > ARTICLE_LIMITS.titleMax) throw new SkipFile(`标题不能超过 ${ARTICLE_LIMITS.titleMax} 个字`, split.format === 'none' ? 1 : null);
  if (body.length > ARTICLE_LIMITS.contentMax) throw new SkipFile(`正文不能超过 ${ARTICLE_LIMITS.contentMax} 个字`, split.bodyLine);

  let status = meta.status;
  if (status !== ARTICLE_STATUS.draft && !body.trim()) {
    warnings.push('正文为空，按草稿导入');
    status = ARTICLE_STATUS.draft;
  }
  return { meta: { ...meta, title, date, status }, frontMatter: split.data, body, warnings, tags };
}
