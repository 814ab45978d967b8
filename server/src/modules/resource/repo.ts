import type { Db } from '../../db/connection';

/** Recommended sites; one list is a few dozen rows, read whole. */
export function createResourceRepo(db: Db) {
  return {
    /** In page order: `sort`, then id for rows of equal sort. */
    byList: (list: string) =>
      db.kysely
        .selectFrom('resource')
        .select(['id', 'group_name', 'name', 'description', 'icon', 'url', 'sort'])
        .where('list', '=', list)
        .orderBy('sort', 'asc')
        .orderBy('id', 'asc')
        .execute(),
  };
}

export type ResourceRepo = ReturnType<typeof createResourceRepo>;
