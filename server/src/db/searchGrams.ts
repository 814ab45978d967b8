/*
 * The CJK bigram index of article search (migration 031), SQLite side. Every character of a title
 * or body (lower-cased one by one) and every pair of neighbouring characters is one token of an
 * FTS5 table. A term of one character is looked up by its character, a longer one by its pairs:
 * every article containing the term has all of them, so the candidates are complete, and the exact
 * substring test (LIKE) then runs on those candidates only. Tokens are written in ASCII (code
 * points in base 32) so FTS5's tokenizer never splits or drops one: punctuation, spaces and emoji
 * are searchable like letters.
 */

/** A character lower-cased as JavaScript does it (one or more code points), as base-32 code points. */
function unitToken(char: string): string {
  let token = '';
  for (const point of char.toLowerCase()) {
    if (token) token += 'w';
    token += point.codePointAt(0)!.toString(32);
  }
  return token;
}

/** Every character's and every neighbouring pair's token of the text, each once, space-separated. */
export function searchGramTokens(...texts: (string | null)[]): string {
  const tokens = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    let previous = '';
    for (const char of text) {
      const unit = unitToken(char);
      tokens.add(unit);
      if (previous) tokens.add(`${previous}x${unit}`);
      previous = unit;
    }
  }
  return [...tokens].join(' ');
}

/** At most this many pairs of a long term are looked up; any of them narrows the candidates enough. */
const MAX_QUERY_GRAMS = 16;

/**
 * The FTS5 query for a search term: its pairs (or its one character), all required. Quoted, so no
 * token is read as an operator.
 */
export function searchGramQuery(term: string): string {
  const units = [...term].map(unitToken);
  const grams = units.length === 1 ? units : units.slice(1).map((unit, i) => `${units[i]}x${unit}`);
  return [...new Set(grams)].slice(0, MAX_QUERY_GRAMS).map((gram) => `"${gram}"`).join(' ');
}

/** The SQL function the triggers call; registered on every SQLite connection the site opens. */
export const SEARCH_GRAMS_FUNCTION = 'search_grams';
