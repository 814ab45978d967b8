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

function parseYaml(text: string): Record<string, unknown> {
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: false });
  const error = doc.errors[0];
  if (error) {
    // The header starts on the file's second line.
    const line = error.linePos?.[0]?.line;
    throw new FrontMatterError(`YAML 格式错误：${error.message.split('\n')[0]}`, line === undefined ? 2 : line + 1);
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
    if (error instanceof TomlError) throw new FrontMatterError(`TOML 格式错误：${error.message.split('\n')[0]}`, error.line + 1);
    throw new FrontMatterError('TOML 格式错误', 2);
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
