import { ARTICLE_STATUS, encodeLocation, isClientRoute, normaliseSitePath, postPath, type RedirectStatus, type RedirectTestResult } from '@blog/contract';
import type { Db } from '../../db/connection';
import { createReadCache } from '../../platform/cache';
import type { EventBus } from '../../platform/eventBus';
import { postSlugOf } from '../../platform/pages/postPath';
import { allRules } from './repo';

/** Bus channel on which a process says the rules changed; every process (itself too) forgets its copy. */
export const REDIRECT_CHANNEL = 'redirect-rules';

/**
 * How long a process trusts its copy without hearing of a change. Changes through the API reach
 * every process over the bus at once; this bounds the wait after a write the bus did not carry
 * (the command-line import on a site without Redis).
 */
const RULES_TTL_MS = 30_000;

export interface PageRedirect {
  status: RedirectStatus;
  /** Encoded, ready for the Location header. */
  location: string;
}

interface Stored {
  id: number;
  to: string;
  status: RedirectStatus;
}

/**
 * Where old addresses go: an article's earlier slug (/post/<old> → its current /post/<slug>) and
 * the rules of the 重定向 screen. The rules are held in memory, keyed by their normalised source,
 * so a page request costs one map lookup; a change anywhere clears every process's copy.
 */
export function createRedirectTable(db: Db, bus: EventBus, now: () => number = Date.now) {
  let rules: { map: Map<string, Stored>; loadedAt: number } | null = null;
  let loading: Promise<Map<string, Stored>> | null = null;
  /** Bumped by every change, so a load that started before it is not kept. */
  let generation = 0;

  async function ruleMap(): Promise<Map<string, Stored>> {
    if (rules && now() - rules.loadedAt < RULES_TTL_MS) return rules.map;
    if (!loading) {
      const started = generation;
      loading = allRules(db.kysely)
        .then((list) => {
          const map = new Map(list.map((rule) => [rule.from, { id: rule.id, to: rule.to, status: rule.status }]));
          if (started === generation) rules = { map, loadedAt: now() };
          return map;
        })
        .finally(() => {
          loading = null;
        });
    }
    return loading;
  }

  const forget = () => {
    generation++;
    rules = null;
  };

  /**
   * What a /post/<slug> is (a page, an old slug's new address, nothing), asked on every article page
   * view: cached briefly, and forgotten after any write through the API (forgetSlugs), as the page data is.
   */
  const slugAnswers = createReadCache<{ kind: 'article'; to: string } | { kind: 'page' } | null>({ ttlMs: 1000, maxEntries: 500 });

  /** The current slug of the public article that had `slug` before, or null. */
  async function aliasTarget(slug: string): Promise<string | null> {
    const row = await db.kysely
      .selectFrom('article_slug_alias')
      .innerJoin('article', 'article.id', 'article_slug_alias.article_id')
      .select('article.slug')
      .where('article_slug_alias.slug', '=', slug)
      .where('article.status', '=', ARTICLE_STATUS.public)
      .where('article.deleted_at', 'is', null)
      .executeTakeFirst();
    return row?.slug ?? null;
  }

  async function currentSlugExists(slug: string): Promise<boolean> {
    return Boolean(await db.kysely.selectFrom('article').select('id').where('slug', '=', slug).executeTakeFirst());
  }

  /** What applies to a path: an old slug's 301, a rule, or nothing. */
  async function lookup(path: string): Promise<{ kind: 'article'; to: string } | { kind: 'rule'; rule: Stored } | { kind: 'page' } | null> {
    const slug = postSlugOf(path);
    if (slug !== null) {
      return slugAnswers.get(slug, async () => {
        if (await currentSlugExists(slug)) return { kind: 'page' };
        const current = await aliasTarget(slug);
        return current ? { kind: 'article', to: postPath(current) } : null;
      });
    }
    const rule = (await ruleMap()).get(path);
    return rule ? { kind: 'rule', rule } : null;
  }

  return {
    /**
     * For a page request nothing else answered (the path as requested, percent-encoded or not):
     * where to send it, or null to go on to the page (or the 404 page).
     */
    async resolve(rawPath: string): Promise<PageRedirect | null> {
      const path = normaliseSitePath(rawPath);
      if (path === null) return null;
      const found = await lookup(path);
      if (!found || found.kind === 'page') return null;
      if (found.kind === 'article') return { status: 301, location: found.to };
      return { status: found.rule.status, location: encodeLocation(found.rule.to) };
    },

    /** The console's test box: where a typed address (path or full URL, query allowed) lands. */
    async test(typed: string): Promise<RedirectTestResult> {
      let text = typed.trim();
      if (/^https?:\/\//i.test(text)) {
        try {
          const url = new URL(text);
          text = url.pathname + url.search;
        } catch {
          // Not a URL after all: judged as typed.
        }
      }
      if (!text.startsWith('/')) text = `/${text}`;
      const path = normaliseSitePath(text) ?? text;
      const found = await lookup(path);
      if (found?.kind === 'rule') return { path, kind: 'rule', status: found.rule.status, location: found.rule.to, ruleId: found.rule.id };
      if (found?.kind === 'article') return { path, kind: 'article', status: 301, location: decodeURI(found.to), ruleId: null };
      const page = found?.kind === 'page' || isClientRoute(path);
      return { path, kind: page ? 'page' : 'none', status: null, location: null, ruleId: null };
    },

    /** After a write: this process forgets at once, the others when the bus tells them. */
    async changed(): Promise<void> {
      forget();
      await bus.publish(REDIRECT_CHANNEL, { at: now() }).catch((error: unknown) => console.error('重定向规则变更通知失败：', error));
    },

    /** After a write through the API (an article's slug or status may have changed). */
    forgetSlugs: () => slugAnswers.clear(),

    /** Listens for other processes' changes; resolves once listening. */
    listen: () => bus.subscribe(REDIRECT_CHANNEL, forget),
  };
}

export type RedirectTable = ReturnType<typeof createRedirectTable>;
