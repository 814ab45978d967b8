import { LIMITS, type SearchHit } from '@blog/contract';
import { markdownToText, passageAround } from './passage';
import type { SearchRepo } from './repo';

export const SEARCH_HITS_MAX = 20;

export function createSearchService(repo: SearchRepo) {
  return {
    async search(text: string): Promise<SearchHit[]> {
      const rows = await repo.search(text, SEARCH_HITS_MAX);
      return rows.map((row) => ({
        id: row.id,
        article_title: row.title,
        article_content: passageAround(markdownToText(row.content), text, LIMITS.searchPassageRadius),
      }));
    },
  };
}
