/**
 * The src of every `<img>` start tag in a text, read as an HTML parser reads attributes: the name
 * in any letter case, the value in double quotes, single quotes or none at all (`<img src=/a.png>`,
 * which Markdown written for Hexo themes often has). Another attribute that merely ends in "src"
 * (`data-src`) is not the image.
 */

/** Where one src value sits in the text. */
export interface HtmlImageSource {
  /** Index of the value, its quotes included. */
  start: number;
  end: number;
  /** The address, without its quotes. */
  value: string;
  /** '"', "'" or '' for an unquoted value. */
  quote: string;
}

/** A start tag: quoted values may hold '>'. */
const IMG_TAG = /<img(?=[\s/>])(?:[^>"']|"[^"]*"|'[^']*')*>?/gi;
/** One attribute: name, then optionally = and a double-quoted, single-quoted or unquoted value. */
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function htmlImageSources(text: string): HtmlImageSource[] {
  const sources: HtmlImageSource[] = [];
  for (const tag of text.matchAll(IMG_TAG)) {
    const attributes = tag[0].slice('<img'.length);
    const offset = tag.index + '<img'.length;
    for (const attribute of attributes.matchAll(ATTRIBUTE)) {
      if (attribute[1]!.toLowerCase() !== 'src') continue;
      const [whole, , doubleQuoted, singleQuoted, bare] = attribute;
      const raw = doubleQuoted !== undefined ? `"${doubleQuoted}"` : singleQuoted !== undefined ? `'${singleQuoted}'` : bare;
      // `<img src>` without a value names no image.
      if (raw === undefined) break;
      const end = offset + attribute.index + whole.length;
      const quote = doubleQuoted !== undefined ? '"' : singleQuoted !== undefined ? "'" : '';
      sources.push({ start: end - raw.length, end, value: doubleQuoted ?? singleQuoted ?? bare!, quote });
      // The first src counts, as in a browser.
      break;
    }
  }
  return sources;
}
