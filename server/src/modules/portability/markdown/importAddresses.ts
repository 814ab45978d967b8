import { nowIso, type Db } from '../../../db/connection';
import { postPath, redirectSourceOf, SLUG_LIMITS, targetPathOf } from '@blog/contract';
import { postSlugOf } from '../../../platform/pages/postPath';
import { slugHolder } from '../../permalink/slugStore';

/** What marks the rules an import wrote: a later import may update them, never the blogger's own. */
export const IMPORT_RULE_SOURCE = 'markdown-import';

interface KnownRule {
  id: number;
  to: string;
  source: string | null;
}

/**
 * The addresses of one import: each article's new slug (unique among the site's and this run's)
 * and a redirect from each of its old addresses. The rules are read once and kept in step with
 * what this run writes, so a thousand posts cost a thousand small writes, not a thousand scans. A
 * dry run answers the same without writing.
 */
export function createImportAddresses(db: Db, dryRun: boolean) {
  const k = db.kysely;
  let rules: Map<string, KnownRule> | null = null;
  /** Local paths some rule lands on: a new rule from one of them would make a chain. */
  let landings = new Set<string>();
  const slugsThisRun = new Set<string>();
  let written = 0;

  async function knownRules(): Promise<Map<string, KnownRule>> {
    if (rules) return rules;
    const rows = await k.selectFrom('redirect').select(['id', 'from_path', 'to_url', 'source']).execute();
    rules = new Map(rows.map((row) => [row.from_path, { id: row.id, to: row.to_url, source: row.source }]));
    landings = new Set(rows.map((row) => targetPathOf(row.to_url)).filter((path): path is string => path !== null));
    return rules;
  }

  return {
    /** Redirects written (or, in a dry run, that would be). */
    get count() {
      return written;
    },

    /** `base`, or `base-2`…: free on the site and not given to another file of this run. */
    async slugFor(base: string): Promise<string> {
      const stem = base || 'post';
      for (let n = 1; ; n++) {
        const suffix = n === 1 ? '' : `-${n}`;
        const candidate = [...stem].slice(0, SLUG_LIMITS.max - suffix.length).join('').replace(/[._-]+$/u, '') + suffix;
        if (slugsThisRun.has(candidate) || (await slugHolder(k, candidate))) continue;
        slugsThisRun.add(candidate);
        return candidate;
      }
    },

    /**
     * Sends each old address to /post/<slug>: an old /post/<x> becomes an alias of the article, any
     * other a rule. Answers the addresses that will redirect (normalised, decoded); what cannot be
     * redirected is a warning. `articleId` is null in a dry run.
     */
    async redirect(addresses: readonly string[], slug: string, articleId: number | null, warnings: string[]): Promise<string[]> {
      const target = decodeURI(postPath(slug));
      const done: string[] = [];
      const known = await knownRules();
      for (const raw of addresses) {
        const oldSlug = postSlugOf(raw.split(/[?#]/)[0] ?? '');
        if (oldSlug !== null) {
          if (oldSlug === slug) continue; // the old address is the new one
          const holder = await slugHolder(k, oldSlug);
          if (holder && holder.articleId !== articleId) {
            warnings.push(`旧地址「${raw}」是另一篇文章的地址，没有建立跳转`);
            continue;
          }
          if (!dryRun && articleId !== null && !holder) await k.insertInto('article_slug_alias').values({ slug: oldSlug, article_id: articleId, created_at: nowIso() }).execute();
          slugsThisRun.add(oldSlug);
          done.push(decodeURI(postPath(oldSlug)));
          written++;
          continue;
        }
        const source = redirectSourceOf(raw);
        if ('problem' in source) {
          warnings.push(`旧地址「${raw}」不能建立跳转：${source.problem}`);
          continue;
        }
        const path = source.path;
        if (done.includes(path)) continue;
        const existing = known.get(path);
        if (existing && existing.source !== IMPORT_RULE_SOURCE && existing.to !== target) {
          warnings.push(`旧地址「${path}」已有手动添加的规则（跳到「${existing.to}」），保留那条规则`);
          continue;
        }
        if (landings.has(path)) {
          warnings.push(`有规则跳到旧地址「${path}」，再从这里跳走就成了连续跳转，没有建立跳转（请在「重定向」里把那条规则直接指向 ${target}）`);
          continue;
        }
        if (!dryRun) {
          const stamp = nowIso();
          if (existing) {
            await k.updateTable('redirect').set({ to_url: target, status: 301, updated_at: stamp }).where('id', '=', existing.id).execute();
          } else {
            const row = await k
              .insertInto('redirect')
              .values({ from_path: path, to_url: target, status: 301, source: IMPORT_RULE_SOURCE, created_at: stamp, updated_at: stamp })
              .returning('id')
              .executeTakeFirstOrThrow();
            known.set(path, { id: row.id, to: target, source: IMPORT_RULE_SOURCE });
          }
        } else {
          known.set(path, { id: 0, to: target, source: IMPORT_RULE_SOURCE });
        }
        landings.add(target);
        done.push(path);
        written++;
      }
      return done;
    },
  };
}

export type ImportAddresses = ReturnType<typeof createImportAddresses>;
