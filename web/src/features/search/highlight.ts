const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Safe HTML for a search hit: the raw text is split around every case-insensitive match of the
 * query, each piece is escaped (so article content can never inject markup, and a query such as
 * "amp" cannot land inside an entity), then the matches are wrapped in <mark>.
 */
export function highlightMatches(text: string, query: string): string {
  const needle = query.trim();
  if (!needle) return escapeHtml(text);
  const pattern = new RegExp(`(${escapeRegExp(needle)})`, 'gi');
  // split with one capture group puts the matches at odd indexes.
  return text
    .split(pattern)
    .map((piece, index) => (index % 2 === 1 ? `<mark>${escapeHtml(piece)}</mark>` : escapeHtml(piece)))
    .join('');
}

/** Markdown noise (#, *, `, links) makes passages hard to read in a result list. */
export function plainPassage(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*`_~|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
