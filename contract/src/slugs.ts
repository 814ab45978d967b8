import { z } from 'zod';
import { isValidSlug, normaliseSlug, SLUG_LIMITS, SLUG_MESSAGES, SLUG_PATTERN } from './slugText';

/* The slug's zod schemas, apart from its rules (slugText.ts) so the reader's pages never load zod. */

/** The slug the editor sends: '' (make one from the title) or a valid slug, normalised. */
export const slugInputSchema = z
  .string({ error: SLUG_MESSAGES.notText })
  .transform(normaliseSlug)
  .refine((slug) => [...slug].length <= SLUG_LIMITS.max, { error: SLUG_MESSAGES.tooLong })
  .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), { error: SLUG_MESSAGES.invalid });

/** GET /api/article/getArticleBySlug/:slug (decoded by the router; any case). */
export const slugParams = z.object({
  slug: z
    .string({ error: SLUG_MESSAGES.notText })
    .transform(normaliseSlug)
    .refine(isValidSlug, { error: SLUG_MESSAGES.invalid }),
});
