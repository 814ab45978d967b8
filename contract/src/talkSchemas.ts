import { z } from 'zod';
import { currentPageSchema, pageSizeSchema } from './requests';

/* zod schemas of the talk calls, apart from talk.ts so the web entry does not pull zod in. */

/** POST /api/talk/blogGetTalkList */
export const talkListBody = z.object({ current: currentPageSchema, size: pageSizeSchema });

export type TalkListBody = z.infer<typeof talkListBody>;
