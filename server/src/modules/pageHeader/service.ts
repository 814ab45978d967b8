import type { PageHeader, PageHeaderRoute } from '@blog/contract';
import type { createPageHeaderRepo } from './repo';

/*
 * Nothing here is cached: GET /api/pageHeader/getAll and the boot data the server writes into every
 * index.html (platform/boot.ts) read the table on each request, so a save shows on the next page load.
 */
export function createPageHeaderService(repo: ReturnType<typeof createPageHeaderRepo>) {
  const all = (): Promise<PageHeader[]> => repo.all();
  return {
    all,

    /** '' removes the page's image: its banner falls back to the default background. */
    async update(route: PageHeaderRoute, bgUrl: string): Promise<PageHeader[]> {
      if (bgUrl === '') await repo.remove(route);
      else await repo.upsert(route, bgUrl);
      return all();
    },

    async remove(route: PageHeaderRoute): Promise<PageHeader[]> {
      await repo.remove(route);
      return all();
    },
  };
}
