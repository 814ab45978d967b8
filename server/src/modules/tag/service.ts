import type { TagEntry } from '@blog/contract';
import type { TagRepo } from './repo';

const toEntry = (row: { id: number; tag_name: string; articleCount: number | string }): TagEntry => ({
  id: row.id,
  tag_name: row.tag_name,
  articleCount: Number(row.articleCount),
});

export function createTagService(repo: TagRepo) {
  return {
    /** What visitors see: tags with public articles only. */
    dictionary: async (): Promise<TagEntry[]> => (await repo.publicDictionary()).map(toEntry),
    /** What the console picks from: every tag. */
    allTags: async (): Promise<TagEntry[]> => (await repo.allTags()).map(toEntry),
  };
}
