import { sql, type Kysely } from 'kysely';
import { slugify, SLUG_LIMITS } from '@blog/contract';
import type { Database } from '../../db/schema';

/*
 * Slugs in the database: which are free, how a new one is made unique, and the rows that still
 * have none. An address belongs to one article, whether it is its current slug or an old one
 * (an alias, which still answers 301 to it): a slug is free only when neither holds it.
 */

type AnyDb = Kysely<Database>;

const BATCH = 500;

/** The article holding this slug now (current) or before (alias), or null when it is free. */
export async function slugHolder(k: AnyDb, slug: string): Promise<{ articleId: number; current: boolean } | null> {
  const current = await k.selectFrom('article').select('id').where('slug', '=', slug).executeTakeFirst();
  if (current) return { articleId: current.id, current: true };
  const alias = await k.selectFrom('article_slug_alias').select('article_id').where('slug', '=', slug).executeTakeFirst();
  return alias ? { articleId: alias.article_id, current: false } : null;
}

/** `base`, or `base-2`, `base-3`… : the first that is free (or already this article's). */
export async function freeSlug(k: AnyDb, base: string, articleId?: number): Promise<string> {
  const stem = base || 'post';
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = [...stem].slice(0, SLUG_LIMITS.max - suffix.length).join('').replace(/[._-]+$/u, '') + suffix;
    const holder = await slugHolder(k, candidate);
    if (!holder || (articleId !== undefined && holder.articleId === articleId)) return candidate;
  }
}

/** A slug for a title when none was given: the title's, made unique. */
export const slugForTitle = (k: AnyDb, title: string, articleId?: number) => freeSlug(k, slugify(title), articleId);

interface Unslugged {
  id: number;
  title: string;
}

/**
 * Gives every article without a slug one made from its title (`post-<id>` when the title has no
 * letters or digits), unique among slugs and aliases. Run by migration 024 and after the bulk inserts
 * (seed, original-site import), so every article has its /post/ address. Written in raw SQL: the
 * migration runs it before the schema type knows the column.
 */
export async function fillMissingSlugs(db: Kysely<unknown>, { aliases = true } = {}): Promise<number> {
  const taken = new Set<string>();
  const { rows: current } = await sql<{ slug: string }>`select slug from article where slug is not null`.execute(db);
  for (const row of current) taken.add(row.slug);
  // Migration 024 fills the column before the alias table exists (and a failed query would end its transaction on PostgreSQL).
  if (aliases) {
    const { rows: old } = await sql<{ slug: string }>`select slug from article_slug_alias`.execute(db);
    for (const row of old) taken.add(row.slug);
  }
  let filled = 0;
  for (;;) {
    const { rows } = await sql<Unslugged>`select id, title from article where slug is null order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) return filled;
    for (const row of rows) {
      const stem = slugify(row.title) || `post-${row.id}`;
      let slug = stem;
      for (let n = 2; taken.has(slug); n++) slug = `${[...stem].slice(0, SLUG_LIMITS.max - 8).join('')}-${n}`;
      taken.add(slug);
      await sql`update article set slug = ${slug} where id = ${row.id}`.execute(db);
      filled++;
    }
  }
}

/**
 * Moves an article to a new slug inside the save's transaction: the old one becomes an alias (its
 * links keep working through a 301), an alias equal to the new one (the blogger went back) goes,
 * and redirect rules that sent visitors to the old address now send them to the new one (so no rule
 * ever lands on an alias: every redirect stays one hop).
 */
export async function moveSlug(trx: AnyDb, articleId: number, from: string | null, to: string, now: string): Promise<void> {
  if (from === to) return;
  await trx.deleteFrom('article_slug_alias').where('slug', '=', to).where('article_id', '=', articleId).execute();
  if (from === null) return;
  await trx
    .insertInto('article_slug_alias')
    .values({ slug: from, article_id: articleId, created_at: now })
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  await trx.updateTable('redirect').set({ to_url: `/post/${to}`, updated_at: now }).where('to_url', '=', `/post/${from}`).execute();
}
