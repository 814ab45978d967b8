/**
 * What the console's category and tag screens need from SQL. Categories sit on article.category_id
 * and tags on the article_tag links; adminRepo.ts writes the SQL once for both, each module giving
 * only how its articles reach a row, and the rules (service.ts) and routes (routes.ts) are shared too.
 */

export interface TaxonomyRecord {
  id: number;
  name: string;
  /** Live articles of any status; the recycle bin's are not counted. */
  articleCount: number;
  created_at: string;
  updated_at: string;
}

/** What a delete did, decided inside one transaction. */
export type TaxonomyRemoval =
  | { outcome: 'deleted'; moved: number }
  | { outcome: 'missing' }
  | { outcome: 'targetMissing' }
  /** Articles (recycled ones too) still use it and no move target was given. */
  | { outcome: 'inUse'; articles: number };

export interface TaxonomyAdminRepo {
  /** Newest first; `name` filters by substring. */
  page(name: string | undefined, offset: number, limit: number): Promise<TaxonomyRecord[]>;
  count(name: string | undefined): Promise<number>;
  byId(id: number): Promise<TaxonomyRecord | undefined>;
  /** The new id; undefined when the name is taken (the unique index decides, also under a race). */
  insert(name: string): Promise<number | undefined>;
  /** 'taken' when another row has the name. */
  rename(id: number, name: string): Promise<'renamed' | 'missing' | 'taken'>;
  /** Deletes the row; with moveTo, first moves every article that uses it there. */
  remove(id: number, moveTo: number | undefined): Promise<TaxonomyRemoval>;
}
