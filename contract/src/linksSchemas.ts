import { z } from 'zod';
import { LINK_STATUS, linkFieldProblem, type LinkField } from './links';
import { currentPageSchema, idSchema, pageSizeSchema } from './requests';

/* zod schemas of the friend-link calls, apart from links.ts so the web page does not pull zod in. */

/** A trimmed string checked by the shared rule of `field`; a missing value reads as empty. */
const field = (name: LinkField) =>
  z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim())
    .superRefine((value, ctx) => {
      const problem = linkFieldProblem[name](value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** POST /api/links/add */
export const linkApplicationBody = z.object({
  site_name: field('site_name'),
  site_desc: field('site_desc'),
  site_avatar: field('site_avatar'),
  url: field('url'),
});

/** POST /api/links/frontUpdate: the same fields; `id`, when sent, must be the caller's own application. */
export const linkUpdateBody = linkApplicationBody.extend({ id: idSchema.optional() });

/** POST /api/links/getLinksList */
export const linkListBody = z.object({ current: currentPageSchema, size: pageSizeSchema });

/** POST /api/links/adminGetLinksList: every application, optionally one status only. */
export const adminLinkListBody = linkListBody.extend({
  status: z
    .union([z.literal(LINK_STATUS.pending), z.literal(LINK_STATUS.approved)], { error: '状态只能是 1（待审核）或 2（已通过）' })
    .optional(),
});

export const LINK_REJECT_REASON_MAX = 100;

/** PUT /api/links/reject/:id: an optional reason the applicant is told. */
export const linkRejectBody = z.object({
  reason: z
    .string({ error: '拒绝理由必须是文字' })
    .trim()
    .max(LINK_REJECT_REASON_MAX, { error: `拒绝理由不能超过 ${LINK_REJECT_REASON_MAX} 个字` })
    .optional(),
});

export type LinkApplicationBody = z.infer<typeof linkApplicationBody>;
export type LinkUpdateBody = z.infer<typeof linkUpdateBody>;
export type LinkListBody = z.infer<typeof linkListBody>;
export type AdminLinkListBody = z.infer<typeof adminLinkListBody>;
