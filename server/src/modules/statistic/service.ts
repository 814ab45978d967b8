import type { Statistic } from '@blog/contract';
import type { createStatisticRepo } from './repo';

export function createStatisticService(repo: ReturnType<typeof createStatisticRepo>) {
  return {
    async get(): Promise<Statistic> {
      const [articleCount, categoryCount, tagCount] = await Promise.all([repo.publicArticles(), repo.categories(), repo.tags()]);
      return { articleCount, categoryCount, tagCount };
    },
  };
}
