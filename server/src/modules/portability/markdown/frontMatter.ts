import { parse as parseToml, TomlError } from 'smol-toml';
import { parseDocument } from 'yaml';

export type FrontMatterFormat = 'yaml' | 'toml' | 'json' | 'none';

export interface SplitFile {
  format: FrontMatterFormat;
  data: Record<string, unknown>;
  /** The front matter's lines, to find the line a field is on. */
  headerLines: string[];
  body: string;
  /** 1-based line of the file on which the body starts. */
  bodyLine: number;
}

/** A front matter that cannot be read; `line` is the file's, 1-based. */
export class FrontMatterError extends Error {
  constructor(
    message: string,
    readonly line: number | null,
  ) {
    super(message);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** Index of the closing delimiter line after the opening one, or -1. */
function closingLine(lines: string[], delimiter: RegExp): number {
  for (let i = 1; i < lines.length; i++) if (delimiter.test(lines[i]!)) return i;
  return -1;
}

/** The YAML parser's error codes, told in Chinese (its own messages are English). */
const YAML_PROBLEMS: Record<string, string> = {
  BAD_INDENT: '缩进不正确，或方括号、引号没有闭合',
  TAB_AS_INDENT: '不能用 Tab 缩进，请改用空格',
  MISSING_CHAR: '缺少配对的引号或括号',
  BAD_DQ_ESCAPE: '双引号里的转义字符不正确',
  BAD_SCALAR_START: '值不能以这个符号开头，请给它加上引号',
  BLOCK_AS_IMPLICIT_KEY: '键的写法不正确',
  MULTILINE_IMPLICIT_KEY: '键不能跨行（可能少了冒号或引号）',
  DUPLICATE_KEY: '同一个字段写了两次',
  UNEXPECTED_TOKEN: '有无法识别的内容',
  BLOCK_IN_FLOW: '方括号或花括号里不能换行写列表',
  MULTIPLE_DOCS: '头部里不能有多段文档（---）',
  BAD_ALIAS: '引用（*别名）不正确',
  RESOURCE_EXHAUSTION: '引用（别名）展开后太大',
};

function parseYaml(text: string): Record<string, unknown> {
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: false });
  const error = doc.errors[0];
  if (error) {
    // The header starts on the file's second line.
    const line = error.linePos?.[0]?.line;
    throw new FrontMatterError(`YAML 头部格式错误：${YAML_PROBLEMS[error.code] ?? '无法解析'}`, line === undefined ? 2 : line + 1);
  }
  const value: unknown = doc.toJS({ maxAliasCount: 100 });
  if (value === null || value === undefined) return {};
  if (!isRecord(value)) throw new FrontMatterError('YAML 头部应当是「键: 值」的列表', 2);
  return value;
}

function parseTomlHeader(text: string): Record<string, unknown> {
  try {
    return parseToml(text) as Record<string, unknown>;
  } catch (error) {
    // smol-toml's messages are English; the line and column say enough to find the slip.
    if (error instanceof TomlError) throw new FrontMatterError(`TOML 头部格式错误（第 ${error.column} 列附近），请检查引号、等号和方括号`, error.line + 1);
    throw new FrontMatterError('TOML 头部格式错误', 2);
  }
}

/** Hugo's JSON front matter: an object from the first line to the line holding its closing brace. */
function splitJson(lines: string[]): SplitFile | null {
  for (let end = 0; end < lines.length; end++) {
    if (!/^\}\s*$/.test(lines[end]!)) continue;
    const headerLines = lines.slice(0, end + 1);
    try {
      const data: unknown = JSON.parse(headerLines.join('\n'));
      if (!isRecord(data)) return null;
      return { format: 'json', data, headerLines, body: lines.slice(end + 1).join('\n'), bodyLine: end + 2 };
    } catch {
      continue;
    }
  }
  throw new FrontMatterError('JSON 头部格式错误或没有结束的「}」', 1);
}

/** Separates the front matter (YAML `---`, TOML `+++` or a JSON object) from the Markdown body. */
export function splitFrontMatter(text: string): SplitFile {
  const lines = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  const first = lines[0] ?? '';
  if (/^---\s*$/.test(first)) {
    // Jekyll also closes with `...`.
    const end = closingLine(lines, /^(---|\.\.\.)\s*$/);
    if (end < 0) throw new FrontMatterError('YAML 头部没有结束的「---」', 1);
    const headerLines = lines.slice(1, end);
    return { format: 'yaml', data: parseYaml(headerLines.join('\n')), headerLines, body: lines.slice(end + 1).join('\n'), bodyLine: end + 2 };
  }
  if (/^\+\+\+\s*$/.test(first)) {
    const end = closingLine(lines, /^\+\+\+\s*$/);
    if (end < 0) throw new FrontMatterError('TOML 头部没有结束的「+++」', 1);
    const headerLines = lines.slice(1, end);
    return { format: 'toml', data: parseTomlHeader(headerLines.join('\n')), headerLines, body: lines.slice(end + 1).join('\n'), bodyLine: end + 2 };
  }
  if (/^\{\s*$/.test(first)) {
    const json = splitJson(lines);
    if (json) return json;
  }
  return { format: 'none', data: {}, headerLines: [], body: lines.join('\n'), bodyLine: 1 };
}

/** The file's line of a front matter field (first match of any of `keys`), for reports. */
export function lineOfField(split: SplitFile, keys: readonly string[]): number | null {
  if (split.format === 'none') return null;
  const offset = split.format === 'json' ? 1 : 2;
  for (let i = 0; i < split.headerLines.length; i++) {
    const line = split.headerLines[i]!;
    for (const key of keys) {
      const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`^\\s*["']?${escaped}["']?\\s*[:=]`, 'i').test(line)) return i + offset;
    }
  }
  return null;
}
