import { ARTICLE_STATUS } from '@blog/contract';
import type { Db } from '../../db/connection';
import { createTagRepo } from '../tag/repo';

export function createStatisticRepo(db: Db) {
  const k = db.kysely;
  const count = async (query: Promise<{ total: number } | undefined>) => Number((await query)?.total ?? 0);
  return {
    publicArticles: () =>
      count(
        k
          .selectFrom('article')
          .where('status', '=', ARTICLE_STATUS.public)
          .where('deleted_at', 'is', null)
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirst(),
      ),
    categories: () => count(k.selectFrom('category').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst()),
    /** Only tags a visitor can meet: those with public articles. */
    tags: createTagRepo(db).countPublic,
  };
}
