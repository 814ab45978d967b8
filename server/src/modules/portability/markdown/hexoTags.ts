import { randomBytes } from 'node:crypto';
import type { MarkdownConvertedTag } from '@blog/contract';
import { codeRanges } from './imageLinks';

/**
 * Hexo's and Butterfly's tag plugins (`{% note info %}…{% endnote %}`, `{% post_link slug %}`…)
 * turned into portable Markdown at import time, so the site renders them and an export gives back
 * files any Markdown tool reads. Code (fenced blocks and inline spans) is never touched; a tag this
 * file does not know stays as written and is named, with its line, in the report.
 * `{% asset_img %}` is left to the image links (imageLinks.ts), which know where the picture went.
 */

/** A `{% post_link %}` waiting for the import to know every article's id. */
export interface PostLinkRef {
  /** The slug as written: a post's file name (or path) without extension. */
  target: string;
  /** The link text: as written, else the target's title once found, else the slug. */
  text: string | null;
  /** Line in the file, 1-based. */
  line: number;
}

export interface TagConversion {
  body: string;
  counts: Map<MarkdownConvertedTag, number>;
  warnings: string[];
  /** Placeholders in `body`, filled by renderPostLinks. */
  postLinks: PostLinkRef[];
  /** The placeholder's marks, unique to this conversion (private-use characters around an index). */
  mark: string;
}

/** Unknown tags named per file before the rest are summed up. */
const MAX_TAG_WARNINGS = 20;

interface Token {
  start: number;
  end: number;
  name: string;
  args: string;
  raw: string;
  line: number;
}

const TAG = /\{%-?\s*([A-Za-z_][\w-]*)(?:\s+([^\n]*?))?\s*-?%\}/g;
/** Tags with an end tag, and which end tags close them (Hexo's own aliases included). */
const BLOCKS: Record<string, { end: string[]; verbatim: boolean }> = {
  note: { end: ['endnote'], verbatim: false },
  hideToggle: { end: ['endhideToggle'], verbatim: false },
  blockquote: { end: ['endblockquote'], verbatim: false },
  quote: { end: ['endquote'], verbatim: false },
  codeblock: { end: ['endcodeblock'], verbatim: true },
  code: { end: ['endcode'], verbatim: true },
  raw: { end: ['endraw'], verbatim: true },
};
const INLINE = new Set(['post_link', 'img', 'image', 'link', 'youtube', 'vimeo', 'iframe']);
const LEFT_ALONE = new Set(['asset_img']);

/** Butterfly's and NexT's note classes and colours, as our three containers. */
const NOTE_KINDS: Record<string, 'tip' | 'warning' | 'danger'> = {
  default: 'tip',
  primary: 'tip',
  info: 'tip',
  success: 'tip',
  blue: 'tip',
  green: 'tip',
  purple: 'tip',
  pink: 'tip',
  warning: 'warning',
  orange: 'warning',
  yellow: 'warning',
  danger: 'danger',
  error: 'danger',
  red: 'danger',
};

/** Names highlight.js knows that people write as `{% codeblock js %}` (Hexo reads that as a title). */
const LANGUAGES = new Set(
  'bash c clojure cpp c++ cs csharp css dart diff dockerfile elixir erlang go golang gradle groovy haskell html ini java javascript js json jsx kotlin kt less lua makefile markdown md matlab nginx objectivec perl php plaintext powershell ps1 py python r ruby rb rust scala scss sh shell sql swift tex text toml ts tsx typescript txt vb vim vue xml yaml yml zsh'.split(
    ' ',
  ),
);

/** Arguments split on spaces, quotes kept together ('"title" "alt"' is one). */
function splitArgs(args: string): string[] {
  return [...args.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
}

const isUrl = (text: string) => /^([a-z][\w+.-]*:)?\/\//i.test(text) || text.startsWith('/');

/** A fence longer than any run of backticks inside the code. */
function fence(code: string): string {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  return '`'.repeat(Math.max(3, longest + 1));
}

/** The text between an opening and a closing tag without the line breaks that only framed it. */
const innerText = (text: string) => text.replace(/^[ \t]*\r?\n/, '').replace(/\r?\n[ \t]*$/, '');

function codeblock(args: string, code: string): string {
  const words: string[] = [];
  let lang = '';
  for (const word of splitArgs(args)) {
    const option = /^(\w+):(.*)$/.exec(word);
    if (option && !isUrl(word)) {
      if (option[1] === 'lang') lang = option[2]!;
      continue;
    }
    words.push(word);
  }
  const urlAt = words.findIndex(isUrl);
  let title = (urlAt >= 0 ? words.slice(0, urlAt) : words).join(' ');
  const url = urlAt >= 0 ? words[urlAt]! : '';
  const linkText = urlAt >= 0 ? words.slice(urlAt + 1).join(' ') : '';
  if (!lang && !url && LANGUAGES.has(title.toLowerCase())) {
    lang = title;
    title = '';
  }
  const caption = [title ? `**${title}**` : '', url ? `[${linkText || url}](${url})` : ''].filter(Boolean).join(' ');
  const marks = fence(code);
  return `${caption ? `${caption}\n\n` : ''}${marks}${lang}\n${code}\n${marks}`;
}

function blockquote(args: string, content: string): string {
  const words = splitArgs(args);
  const urlAt = words.findIndex((word) => /^https?:\/\//i.test(word));
  const who = (urlAt >= 0 ? words.slice(0, urlAt) : words).join(' ');
  const link = urlAt >= 0 ? words[urlAt]! : '';
  const linkTitle = urlAt >= 0 ? words.slice(urlAt + 1).join(' ') : '';
  const comma = who.indexOf(',');
  const author = (comma >= 0 ? who.slice(0, comma) : who).trim();
  const source = comma >= 0 ? who.slice(comma + 1).trim() : '';
  const cite = link ? `[${linkTitle || source || link}](${link})` : source;
  const attribution = [author, cite].filter(Boolean).join('，');
  const lines = content.split('\n').map((line) => (line.trim() ? `> ${line}` : '>'));
  if (attribution) lines.push('>', `> —— ${attribution}`);
  return lines.join('\n');
}

function image(args: string): string | null {
  const words = splitArgs(args);
  const srcAt = words.findIndex((word) => isUrl(word) || /^\.{0,2}\/|\.(png|jpe?g|gif|webp|svg|bmp)([?#].*)?$/i.test(word));
  if (srcAt < 0) return null;
  const rest = words.slice(srcAt + 1).filter((word) => !/^\d+(px|%)?$/.test(word));
  // Hexo's last argument holds '"title" "alt"' inside one pair of quotes.
  const meta = rest.join(' ').match(/"([^"]*)"|'([^']*)'|([^"'\s][^"']*)/g)?.map((part) => part.replace(/^["']|["']$/g, '').trim()) ?? [];
  const [title = '', alt = title] = meta;
  return `![${alt}](${words[srcAt]}${title ? ` "${title.replace(/"/g, '\\"')}"` : ''})`;
}

function link(args: string): string | null {
  const words = splitArgs(args);
  let urlAt = words.findIndex(isUrl);
  if (urlAt >= 0) {
    const text = words.slice(0, urlAt).join(' ');
    return `[${text || words[urlAt]}](${words[urlAt]})`;
  }
  // Butterfly's card: {% link 标题,站点,地址,封面 %}.
  const fields = args.split(',').map((field) => field.trim());
  urlAt = fields.findIndex(isUrl);
  if (urlAt < 0) return null;
  return `[${fields[0] && urlAt > 0 ? fields[0] : fields[urlAt]}](${fields[urlAt]})`;
}

function video(name: string, args: string): string | null {
  const [id, type] = splitArgs(args);
  if (!id) return null;
  if (name === 'youtube') return type === 'playlist' ? `[YouTube 播放列表](https://www.youtube.com/playlist?list=${id})` : `[YouTube 视频](https://www.youtube.com/watch?v=${id})`;
  if (name === 'vimeo') return `[Vimeo 视频](https://vimeo.com/${id})`;
  return isUrl(id) ? `[${id}](${id})` : null;
}

/** Turns the tags of `body` (whose first line is line `firstLine` of its file) into Markdown. */
export function convertHexoTags(body: string, firstLine: number): TagConversion {
  const counts = new Map<MarkdownConvertedTag, number>();
  const count = (tag: MarkdownConvertedTag) => counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const unknown: string[] = [];
  const unknownNames = new Set<string>();
  const warnings: string[] = [];
  const postLinks: PostLinkRef[] = [];
  const nonce = randomBytes(4).toString('hex');
  const mark = `\uE000${nonce}:`;

  const code = codeRanges(body);
  const inCode = (index: number) => code.some(([a, b]) => index >= a && index < b);
  const lineStarts = [0];
  for (let i = 0; i < body.length; i++) if (body[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (index: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid]! <= index) low = mid;
      else high = mid - 1;
    }
    return firstLine + low;
  };
  const tokens: Token[] = [];
  for (const m of body.matchAll(TAG)) {
    if (inCode(m.index)) continue;
    tokens.push({ start: m.index, end: m.index + m[0].length, name: m[1]!, args: (m[2] ?? '').trim(), raw: m[0], line: lineOf(m.index) });
  }
  const report = (token: Token, why: string) => unknown.push(`第 ${token.line} 行：${why}`);

  /** The closing token of the block opened at tokens[at], or -1. Same-name blocks may nest. */
  function closer(at: number): number {
    const open = tokens[at]!;
    const block = BLOCKS[open.name]!;
    let depth = 0;
    for (let i = at + 1; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (block.end.includes(token.name)) {
        if (depth === 0) return i;
        depth--;
      } else if (!block.verbatim && token.name === open.name) {
        depth++;
      }
    }
    return -1;
  }

  /** Markdown of body[from, to) using tokens[first, last); `depth` is the deepest container inside. */
  function render(from: number, to: number, first: number, last: number): { text: string; depth: number } {
    let out = '';
    let at = from;
    let depth = 0;
    /** Writes `text` for body[start, end); a block starts and ends on a line of its own. */
    const place = (start: number, end: number, text: string, block: boolean) => {
      out += body.slice(at, start);
      if (block && out && !out.endsWith('\n')) out += '\n';
      out += text;
      at = end;
      if (block && at < to && body[at] !== '\n' && body[at] !== '\r') out += '\n';
    };
    for (let i = first; i < last; i++) {
      const token = tokens[i]!;
      const block = BLOCKS[token.name];
      if (block) {
        const end = closer(i);
        if (end < 0 || end >= last) {
          report(token, `「${token.raw}」没有对应的结束标签，原样保留`);
          continue;
        }
        const closing = tokens[end]!;
        if (block.verbatim) {
          const inner = body.slice(token.end, closing.start);
          if (token.name === 'raw') {
            count('raw');
            place(token.start, closing.end, innerText(inner), false);
          } else {
            count('codeblock');
            place(token.start, closing.end, codeblock(token.args, innerText(inner)), true);
          }
        } else {
          const inner = render(token.end, closing.start, i + 1, end);
          const content = inner.text.replace(/^\s*\n/, '').replace(/\n\s*$/, '');
          if (token.name === 'blockquote' || token.name === 'quote') {
            count('blockquote');
            depth = Math.max(depth, inner.depth);
            place(token.start, closing.end, blockquote(token.args, content), true);
          } else {
            const colons = ':'.repeat(3 + inner.depth);
            depth = Math.max(depth, inner.depth + 1);
            if (token.name === 'note') {
              count('note');
              const kind = splitArgs(token.args).map((word) => NOTE_KINDS[word.toLowerCase()]).find(Boolean) ?? 'tip';
              place(token.start, closing.end, `${colons} ${kind}\n${content}\n${colons}`, true);
            } else {
              count('hideToggle');
              const title = token.args.split(',')[0]!.trim().replace(/^["']|["']$/g, '') || '展开';
              place(token.start, closing.end, `${colons} details ${title}\n${content}\n${colons}`, true);
            }
          }
        }
        i = end;
        continue;
      }
      if (INLINE.has(token.name)) {
        if (token.name === 'post_link') {
          const [target, ...rest] = splitArgs(token.args);
          if (!target) {
            report(token, `「${token.raw}」缺少文章名，原样保留`);
            continue;
          }
          // A trailing true/false is Hexo's escape flag, not text.
          if (rest.length > 0 && /^(true|false)$/.test(rest.at(-1)!)) rest.pop();
          postLinks.push({ target, text: rest.join(' ') || null, line: token.line });
          place(token.start, token.end, `${mark}${postLinks.length - 1}\uE001`, false);
          continue;
        }
        const text = token.name === 'img' || token.name === 'image' ? image(token.args) : token.name === 'link' ? link(token.args) : video(token.name, token.args);
        if (text === null) {
          report(token, `「${token.raw}」的参数无法识别，原样保留`);
          continue;
        }
        count(token.name === 'img' || token.name === 'image' ? 'img' : token.name === 'link' ? 'link' : 'video');
        place(token.start, token.end, text, false);
        continue;
      }
      if (LEFT_ALONE.has(token.name)) continue;
      if (token.name.startsWith('end') && BLOCKS[token.name.slice(3)]) {
        report(token, `多余的「${token.raw}」（前面没有开始标签），原样保留`);
        continue;
      }
      // The end of an unknown block was named with its opening tag.
      if (token.name.startsWith('end') && unknownNames.has(token.name.slice(3))) continue;
      unknownNames.add(token.name);
      report(token, `不认识的 Hexo 标签「${token.raw.length > 60 ? `${token.raw.slice(0, 57)}…` : token.raw}」，原样保留`);
    }
    out += body.slice(at, to);
    return { text: out, depth };
  }

  let converted = render(0, body.length, 0, tokens.length).text;
  converted = removeToc(converted, () => count('toc'));
  for (const line of unknown.slice(0, MAX_TAG_WARNINGS)) warnings.push(line);
  if (unknown.length > MAX_TAG_WARNINGS) warnings.push(`另有 ${unknown.length - MAX_TAG_WARNINGS} 处标签未转换，原样保留`);
  return { body: converted, counts, warnings, postLinks, mark };
}

/**
 * [TOC] and markdown-toc's `<!-- toc -->…<!-- tocstop -->` (with the list it generated) go: the
 * reader shows its own 目录. Lines inside code stay.
 */
function removeToc(body: string, counted: () => void): string {
  const code = codeRanges(body);
  const inCode = (index: number) => code.some(([a, b]) => index >= a && index < b);
  return body.replace(/^[ \t]*(?:\[toc\]|<!--\s*toc\s*-->(?:[\s\S]*?<!--\s*tocstop\s*-->)?)[ \t]*(?:\r?\n|$)/gim, (whole, offset: number) => {
    if (inCode(offset)) return whole;
    counted();
    return '';
  });
}

/**
 * The body with its post links written out: `resolve` gives a slug's article address and title,
 * or null (the link text stays as plain text and the blogger is told on which line).
 */
export function renderPostLinks(conversion: Pick<TagConversion, 'body' | 'postLinks' | 'mark'>, resolve: (target: string) => { href: string; title: string } | null): { body: string; linked: number; unresolved: string[] } {
  let linked = 0;
  const unresolved: string[] = [];
  const pattern = new RegExp(`${conversion.mark}(\\d+)\uE001`, 'g');
  const body = conversion.body.replace(pattern, (whole, index: string) => {
    const ref = conversion.postLinks[Number(index)];
    if (!ref) return whole;
    const found = resolve(ref.target);
    if (!found) {
      unresolved.push(`第 ${ref.line} 行：{% post_link ${ref.target} %} 指向的文章不在这次导入里，保留为文字「${ref.text ?? ref.target}」`);
      return ref.text ?? ref.target;
    }
    linked++;
    return `[${(ref.text ?? found.title).replace(/[[\]]/g, '\\$&')}](${found.href})`;
  });
  return { body, linked, unresolved };
}
