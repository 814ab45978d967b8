// The article page's own count, so a card and the page it opens say the same 字数.
import { countWords } from '@blog/markdown/readingStats';

/** What tells one saved text of an article from another without reading it: a save changes one of them. */
export interface TextVersion {
  id: number;
  updated_at: string;
  /** Characters in the text (SQL length(), the same on SQLite and PostgreSQL). */
  content_length: number;
}

export interface ArticleText {
  id: number;
  content: string;
}

/** Far more articles than a blog has; each entry is a few dozen bytes. */
const MAX_REMEMBERED = 50_000;

/**
 * 字数 of articles, counted from their text once per process and saved version rather than on
 * every list: a list page's rows carry their version, and only texts not counted yet are read
 * (one query for the page). Works the same on both engines: no SQL beyond length().
 */
export function createWordCounts(loadTexts: (ids: number[]) => Promise<ArticleText[]>) {
  const known = new Map<number, { version: string; words: number }>();
  const versionOf = (row: TextVersion) => `${row.updated_at}|${row.content_length}`;

  function remember(row: TextVersion, content: string): number {
    const words = countWords(content);
    // Re-inserted at the end, so the entry left out longest goes first when the map is full.
    known.delete(row.id);
    known.set(row.id, { version: versionOf(row), words });
    if (known.size > MAX_REMEMBERED) {
      const oldest = known.keys().next();
      if (!oldest.done) known.delete(oldest.value);
    }
    return words;
  }

  const counted = (row: TextVersion) => {
    const entry = known.get(row.id);
    return entry?.version === versionOf(row) ? entry.words : undefined;
  };

  return {
    /** Words of each row's article by id; reads the texts of those not counted in this version yet. */
    async ofRows(rows: readonly TextVersion[]): Promise<Map<number, number>> {
      const missing = rows.filter((row) => counted(row) === undefined);
      if (missing.length > 0) {
        const texts = new Map((await loadTexts(missing.map((row) => row.id))).map((text) => [text.id, text.content]));
        for (const row of missing) {
          const content = texts.get(row.id);
          if (content !== undefined) remember(row, content);
        }
      }
      return new Map(rows.map((row) => [row.id, counted(row) ?? 0]));
    },

    /** Words of an article whose text is at hand (the detail call reads it anyway). */
    ofText(row: TextVersion & { content: string }): number {
      return counted(row) ?? remember(row, row.content);
    },
  };
}

export type WordCounts = ReturnType<typeof createWordCounts>;
