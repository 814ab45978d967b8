import { LIMITS, type SearchHit } from '@blog/contract';
import { passageAround, snippetFromMatch } from './passage';
import { plainTextOf } from './plainTexts';
import type { SearchRepo } from './repo';

export const SEARCH_HITS_MAX = 20;

export function createSearchService(repo: SearchRepo) {
  return {
    async search(text: string): Promise<SearchHit[]> {
      const rows = await repo.search(text, SEARCH_HITS_MAX);
      return rows.map((row) => {
        // Only the page returned (at most SEARCH_HITS_MAX rows) is turned into text.
        const plain = plainTextOf(row.content);
        return {
          id: row.id,
          article_title: row.title,
          article_content: snippetFromMatch(plain, text),
          passage: passageAround(plain, text, LIMITS.searchPassageRadius),
        };
      });
    },
  };
}
