import {
  postPath,
  REDIRECT_LIMITS,
  REDIRECT_MESSAGES,
  redirectSetProblem,
  targetPathOf,
  type PageResult,
  type RedirectRule,
  type RedirectRuleInput,
} from '@blog/contract';
import { refusedWhenTaken } from '../../db/unique';
import { refusal } from '../../platform/errors';
import { postSlugOf } from '../../platform/pages/postPath';
import { slugHolder } from '../permalink/slugStore';
import type { Db } from '../../db/connection';
import type { RedirectRepo } from './repo';
import type { RedirectTable } from './table';

/** A target that is an article's old slug would answer with a second 301: the rule must name the current one. */
const aliasTargetMessage = (current: string) => `目标是文章以前的地址，它现在是「${decodeURI(postPath(current))}」，请直接填现在的地址`;

/** The 重定向 screen's rules: every write checked against all the others, then every process told. */
export function createRedirectService(db: Db, repo: RedirectRepo, table: RedirectTable) {
  /** Refuses a rule that would not fit among the stored ones (duplicate source, chain, loop through an old slug). */
  async function check(rule: RedirectRuleInput, id?: number): Promise<void> {
    const problem = redirectSetProblem({ id, ...rule }, await repo.all());
    if (problem) throw refusal(problem.message);
    const slug = postSlugOf(targetPathOf(rule.to) ?? '');
    if (slug !== null) {
      const holder = await slugHolder(db.kysely, slug);
      if (holder && !holder.current) {
        const current = await db.kysely.selectFrom('article').select('slug').where('id', '=', holder.articleId).executeTakeFirst();
        if (current?.slug) throw refusal(aliasTargetMessage(current.slug));
      }
    }
  }

  return {
    async list(keyword: string | undefined, current: number, size: number): Promise<PageResult<RedirectRule>> {
      const { rows, total } = await repo.page(keyword || undefined, (current - 1) * size, size);
      return { current, size, total, list: rows };
    },

    async add(rule: RedirectRuleInput): Promise<number> {
      await check(rule);
      if ((await repo.count()) >= REDIRECT_LIMITS.count) throw refusal(REDIRECT_MESSAGES.tooMany);
      // Two adds of one source at once both pass the check; the unique index lets one through.
      const id = await refusedWhenTaken(repo.insert(rule), REDIRECT_MESSAGES.duplicate(rule.from));
      await table.changed();
      return id;
    },

    async update(id: number, rule: RedirectRuleInput): Promise<void> {
      await check(rule, id);
      const found = await refusedWhenTaken(repo.update(id, rule), REDIRECT_MESSAGES.duplicate(rule.from));
      if (!found) throw refusal(REDIRECT_MESSAGES.missing);
      await table.changed();
    },

    async remove(id: number): Promise<void> {
      if (!(await repo.remove(id))) throw refusal(REDIRECT_MESSAGES.missing);
      await table.changed();
    },

    test: (path: string) => table.test(path),
  };
}
