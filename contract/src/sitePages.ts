import { z } from 'zod';
import { idSchema, keywordPageBody } from './requests';
import { isReservedPageSlug, SITE_PAGE_LIMITS, SITE_PAGE_MESSAGES, SITE_PAGE_STATUS } from './sitePageText';
import { slugInputSchema } from './slugs';

/** The console's 页面: what it sends, checked alike by the console and the server. */

const coverSchema = z
  .string({ error: SITE_PAGE_MESSAGES.coverInvalid })
  .trim()
  .max(SITE_PAGE_LIMITS.coverMax, { error: SITE_PAGE_MESSAGES.coverInvalid })
  .refine((cover) => cover === '' || (cover.startsWith('/') && !cover.startsWith('//')) || /^https?:\/\/[^\s]+$/i.test(cover), { error: SITE_PAGE_MESSAGES.coverInvalid });

export const sitePageBody = z.object({
  title: z
    .string({ error: SITE_PAGE_MESSAGES.titleMissing })
    .trim()
    .min(1, { error: SITE_PAGE_MESSAGES.titleMissing })
    .max(SITE_PAGE_LIMITS.titleMax, { error: SITE_PAGE_MESSAGES.titleTooLong }),
  /** '' makes one from the title. */
  slug: slugInputSchema.refine((slug) => !isReservedPageSlug(slug), { error: (issue) => SITE_PAGE_MESSAGES.slugReserved(String(issue.input)) }).default(''),
  content: z.string({ error: SITE_PAGE_MESSAGES.contentNotText }).max(SITE_PAGE_LIMITS.contentMax, { error: SITE_PAGE_MESSAGES.contentTooLong }).default(''),
  cover: coverSchema.default(''),
  status: z.union([z.literal(SITE_PAGE_STATUS.public), z.literal(SITE_PAGE_STATUS.draft)], { error: SITE_PAGE_MESSAGES.statusInvalid }).default(SITE_PAGE_STATUS.draft),
  /** Visitors may comment on the page; on unless turned off. */
  commentsEnabled: z.boolean({ error: SITE_PAGE_MESSAGES.commentsInvalid }).default(true),
});
export type SitePageBody = z.input<typeof sitePageBody>;
export type SitePageInput = z.output<typeof sitePageBody>;

export const sitePageUpdateBody = z.intersection(z.object({ id: idSchema }), sitePageBody);
export type SitePageUpdateBody = z.input<typeof sitePageUpdateBody>;

/** POST /api/sitePage/admin/list: newest first; keyword in title or slug. */
export const sitePageListBody = keywordPageBody;
export type SitePageListBody = z.input<typeof sitePageListBody>;
