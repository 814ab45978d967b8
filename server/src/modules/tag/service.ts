import type { TagEntry } from '@blog/contract';
import type { createTagRepo } from './repo';

export function createTagService(repo: ReturnType<typeof createTagRepo>) {
  return {
    async dictionary(): Promise<TagEntry[]> {
      const rows = await repo.dictionary();
      return rows.map((row) => ({ id: row.id, tag_name: row.tag_name, articleCount: Number(row.articleCount) }));
    },
  };
}
