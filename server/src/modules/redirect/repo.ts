import type { RedirectRule, RedirectStatus } from '@blog/contract';
import { nowIso, type Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { sql, type Kysely, type Selectable } from 'kysely';
import { containsText } from '../search/repo';

/** SQL of the redirect rules (migration 024). */

type Row = Selectable<Database['redirect']>;

export const toRule = (row: Row): RedirectRule => ({
  id: row.id,
  from: row.from_path,
  to: row.to_url,
  status: row.status === 302 ? 302 : 301,
  source: row.source,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export interface RuleWrite {
  from: string;
  to: string;
  status: RedirectStatus;
}

/** Every rule as the matcher needs it: source, target, status. */
export async function allRules(k: Kysely<Database>): Promise<RedirectRule[]> {
  return (await k.selectFrom('redirect').selectAll().orderBy('id').execute()).map(toRule);
}

export function createRedirectRepo(db: Db) {
  const k = db.kysely;
  const filtered = (keyword?: string) => {
    let query = k.selectFrom('redirect');
    if (keyword) query = query.where(sql<boolean>`(${containsText(db, 'redirect.from_path', keyword)} or ${containsText(db, 'redirect.to_url', keyword)})`);
    return query;
  };

  return {
    all: () => allRules(k),

    async page(keyword: string | undefined, offset: number, limit: number): Promise<{ rows: RedirectRule[]; total: number }> {
      const [rows, count] = await Promise.all([
        filtered(keyword).selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
        filtered(keyword).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(toRule), total: Number(count.n) };
    },

    async count(): Promise<number> {
      return Number((await k.selectFrom('redirect').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    },

    async insert(rule: RuleWrite, source: string | null = null): Promise<number> {
      const stamp = nowIso();
      const row = await k
        .insertInto('redirect')
        .values({ from_path: rule.from, to_url: rule.to, status: rule.status, source, created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** false when there is no such rule. */
    async update(id: number, rule: RuleWrite): Promise<boolean> {
      const result = await k.updateTable('redirect').set({ from_path: rule.from, to_url: rule.to, status: rule.status, updated_at: nowIso() }).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async remove(id: number): Promise<boolean> {
      const result = await k.deleteFrom('redirect').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type RedirectRepo = ReturnType<typeof createRedirectRepo>;
