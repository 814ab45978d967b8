/**
 * Characters XML 1.0 forbids anywhere in a document (C0 controls but tab and line breaks, lone
 * surrogates, U+FFFE/U+FFFF): one of them in a title would make the whole feed unreadable.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for an XML element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** `<name attr="…">text</name>`, both escaped; no text gives an empty element. */
export function element(name: string, text?: string, attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  return text === undefined ? `<${name}${attrs}/>` : `<${name}${attrs}>${escapeXml(text)}</${name}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** RFC 822 (RSS 2.0) dates from the stored ISO strings: `Mon, 01 Jan 2024 00:00:00 GMT`. */
export const rfc822 = (iso: string): string => new Date(iso).toUTCString();

/** RFC 3339 (Atom, sitemaps): the stored values are already UTC ISO strings; normalized anyway. */
export const rfc3339 = (iso: string): string => new Date(iso).toISOString();
