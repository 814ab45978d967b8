import {
  isReservedPageSlug,
  SITE_PAGE_MESSAGES,
  SITE_PAGE_STATUS,
  slugify,
  type PageResult,
  type SitePageAdmin,
  type SitePageInput,
  type SitePageView,
} from '@blog/contract';
import { refusedWhenTaken } from '../../db/unique';
import { refusal } from '../../platform/errors';
import { siteDateTime } from '../../platform/siteTime';
import type { SitePageRepo } from './repo';
import type { PageSlugRedirects } from './slugRedirects';

/** The console's 页面 and the visitors' /page/<slug>; old addresses of renamed pages through `redirects`. */
export function createSitePageService(repo: SitePageRepo, redirects?: PageSlugRedirects) {
  /** The slug to store: the one typed, or one made from the title (numbered when taken); refused when it clashes. */
  async function slugFor(page: SitePageInput, id?: number): Promise<string> {
    if (page.slug) {
      if (await repo.slugTaken(page.slug, id)) throw refusal(SITE_PAGE_MESSAGES.slugTaken);
      return page.slug;
    }
    const base = slugify(page.title);
    if (!base) throw refusal(SITE_PAGE_MESSAGES.slugEmpty);
    for (let n = 1; n < 100; n += 1) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!isReservedPageSlug(candidate) && !(await repo.slugTaken(candidate, id))) return candidate;
    }
    throw refusal(SITE_PAGE_MESSAGES.slugEmpty);
  }

  return {
    async list(keyword: string | undefined, current: number, size: number): Promise<PageResult<SitePageAdmin>> {
      const { rows, total } = await repo.page(keyword || undefined, (current - 1) * size, size);
      return { current, size, total, list: rows };
    },

    async get(id: number): Promise<SitePageAdmin> {
      const page = await repo.byId(id);
      if (!page) throw refusal(SITE_PAGE_MESSAGES.missing);
      return page;
    },

    async add(page: SitePageInput): Promise<{ id: number; slug: string }> {
      const slug = await slugFor(page);
      // Two saves of one slug at once both pass the check; the unique index lets one through.
      const id = await refusedWhenTaken(repo.insert({ ...page, slug }), SITE_PAGE_MESSAGES.slugTaken);
      await redirects?.created(slug);
      return { id, slug };
    },

    async update(id: number, page: SitePageInput): Promise<{ id: number; slug: string }> {
      const before = await repo.byId(id);
      if (!before) throw refusal(SITE_PAGE_MESSAGES.missing);
      const slug = await slugFor(page, id);
      await refusedWhenTaken(repo.update(id, { ...page, slug }), SITE_PAGE_MESSAGES.slugTaken);
      // A draft's address is nobody's business: its old addresses would tell the new one.
      if (page.status === SITE_PAGE_STATUS.public) await redirects?.renamed(before.slug, slug);
      else await redirects?.removed(slug);
      return { id, slug };
    },

    async remove(id: number): Promise<void> {
      const page = await repo.byId(id);
      if (!page || !(await repo.remove(id))) throw refusal(SITE_PAGE_MESSAGES.missing);
      await redirects?.removed(page.slug);
    },

    /** A public page for visitors; null for a draft or an unknown slug. */
    async view(slug: string): Promise<SitePageView | null> {
      const row = await repo.publicBySlug(slug);
      if (!row) return null;
      return { id: row.id, title: row.title, slug: row.slug, content: row.content, cover: row.cover, commentsEnabled: row.comments_enabled !== 0, createTime: siteDateTime(row.created_at), updateTime: siteDateTime(row.updated_at) };
    },
  };
}
