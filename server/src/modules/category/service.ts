import type { CategoryEntry } from '@blog/contract';
import type { createCategoryRepo } from './repo';

export function createCategoryService(repo: ReturnType<typeof createCategoryRepo>) {
  return {
    async dictionary(): Promise<CategoryEntry[]> {
      const rows = await repo.dictionary();
      return rows.map((row) => ({ id: row.id, category_name: row.category_name, articleCount: Number(row.articleCount) }));
    },
  };
}
