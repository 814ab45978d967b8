import { COMMENT_TYPE, TALK_STATUS } from '@blog/contract';
import type { Db } from '../../db/connection';

/** SQL of the talk (说说) reading calls; visitors only ever see public posts. */

export interface TalkRow {
  id: number;
  content: string;
  is_top: number;
  like_times: number;
  created_at: string;
  user_id: number;
  nick_name: string;
  avatar: string;
}

/** comment.status of a comment visitors see (2: hidden by the admin). */
const SHOWN_COMMENT = 1;

export function createTalkRepo(db: Db) {
  const k = db.kysely;

  const publicTalks = () => k.selectFrom('talk').innerJoin('user', 'user.id', 'talk.user_id').where('talk.status', '=', TALK_STATUS.public);

  const listColumns = [
    'talk.id',
    'talk.content',
    'talk.is_top',
    'talk.like_times',
    'talk.created_at',
    'talk.user_id',
    'user.nick_name',
    'user.avatar',
  ] as const;

  return {
    /** Pinned first (is_top 1 before 2), then newest; id breaks ties so pages never overlap. */
    page: (offset: number, limit: number): Promise<TalkRow[]> =>
      publicTalks()
        .select(listColumns)
        .orderBy('talk.is_top', 'asc')
        .orderBy('talk.created_at', 'desc')
        .orderBy('talk.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),

    async countPublic(): Promise<number> {
      const row = await publicTalks()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    findPublic: (id: number): Promise<TalkRow | undefined> => publicTalks().select(listColumns).where('talk.id', '=', id).executeTakeFirst(),

    /** Image URLs per talk, each list in the author's order. */
    async imagesOf(talkIds: readonly number[]): Promise<Map<number, string[]>> {
      const images = new Map<number, string[]>();
      if (talkIds.length === 0) return images;
      const rows = await k
        .selectFrom('talk_photo')
        .select(['talk_id', 'url'])
        .where('talk_id', 'in', [...talkIds])
        .orderBy('talk_id')
        .orderBy('sort')
        .orderBy('id')
        .execute();
      for (const row of rows) {
        const list = images.get(row.talk_id);
        if (list) list.push(row.url);
        else images.set(row.talk_id, [row.url]);
      }
      return images;
    },

    /** Shown comments per talk, replies included: the same count the comment section shows. */
    async commentCounts(talkIds: readonly number[]): Promise<Map<number, number>> {
      const counts = new Map<number, number>();
      if (talkIds.length === 0) return counts;
      const rows = await k
        .selectFrom('comment as c')
        .leftJoin('comment as p', 'p.id', 'c.parent_id')
        .select(['c.for_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('c.type', '=', COMMENT_TYPE.talk)
        .where('c.for_id', 'in', [...talkIds])
        .where('c.status', '=', SHOWN_COMMENT)
        // A reply under a hidden comment is hidden with it, as the comment list shows.
        .where((eb) => eb.or([eb('c.parent_id', 'is', null), eb('p.status', '=', SHOWN_COMMENT)]))
        .groupBy('c.for_id')
        .execute();
      for (const row of rows) counts.set(row.for_id, Number(row.n));
      return counts;
    },
  };
}

export type TalkRepo = ReturnType<typeof createTalkRepo>;
