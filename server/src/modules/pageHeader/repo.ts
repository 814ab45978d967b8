import type { Db } from '../../db/connection';

export function createPageHeaderRepo(db: Db) {
  return {
    all: () => db.kysely.selectFrom('page_header').select(['id', 'route_name', 'bg_url']).orderBy('id', 'asc').execute(),
  };
}
