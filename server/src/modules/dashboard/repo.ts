import { sql } from 'kysely';
import { COMMENT_TYPE, LINK_STATUS } from '@blog/contract';
import type { Db } from '../../db/connection';

/** A count that PostgreSQL may answer as a string, or null from an empty scalar subquery. */
const toNumber = (value: unknown) => Number(value ?? 0);

/**
 * The dashboard's reads, one query each, all portable: timestamps are ISO text
 * ('YYYY-MM-DDTHH:mm:ss.sssZ'), so date grouping is a substr of the text on both engines.
 */
export function createDashboardRepo(db: Db) {
  const k = db.kysely;
  return {
    /** Every count of the dashboard's cards in one round trip. */
    async counts(today: string) {
      const row = await k
        .selectNoFrom((eb) => [
          eb.selectFrom('article').where('deleted_at', 'is', null).select((e) => e.fn.countAll().as('n')).as('articles'),
          eb.selectFrom('talk').select((e) => e.fn.countAll().as('n')).as('talk'),
          eb.selectFrom('comment').select((e) => e.fn.countAll().as('n')).as('comments'),
          eb.selectFrom('message').select((e) => e.fn.countAll().as('n')).as('messages'),
          eb.selectFrom('user').select((e) => e.fn.countAll().as('n')).as('users'),
          eb.selectFrom('site_config').select('view_time').orderBy('id', 'asc').limit(1).as('totalViews'),
          eb.selectFrom('view_daily').where('day', '=', today).select('views').as('todayViews'),
        ])
        .executeTakeFirstOrThrow();
      return {
        articles: toNumber(row.articles),
        talk: toNumber(row.talk),
        comments: toNumber(row.comments),
        messages: toNumber(row.messages),
        users: toNumber(row.users),
        totalViews: toNumber(row.totalViews),
        todayViews: toNumber(row.todayViews),
      };
    },

    /** view_daily rows from `firstDay` to `lastDay` (YYYY-MM-DD, inclusive). */
    viewsBetween: (firstDay: string, lastDay: string) =>
      k.selectFrom('view_daily').select(['day', 'views']).where('day', '>=', firstDay).where('day', '<=', lastDay).orderBy('day', 'asc').execute(),

    /**
     * Live articles created since `sinceIso`, counted per UTC hour ('YYYY-MM-DDTHH'). Hours, not
     * days: the service moves each hour into the site's time zone, which SQL cannot do the same
     * way on both engines.
     */
    async articlesPerHour(sinceIso: string) {
      const hour = sql<string>`substr(created_at, 1, 13)`;
      const rows = await k
        .selectFrom('article')
        .where('deleted_at', 'is', null)
        .where('created_at', '>=', sinceIso)
        .select((eb) => [hour.as('hour'), eb.fn.countAll().as('count')])
        .groupBy(hour)
        .execute();
      return rows.map((row) => ({ hour: row.hour, count: toNumber(row.count) }));
    },

    /** The most used tags (live articles of any status), most used first. */
    async tagCounts(limit: number) {
      const live = k
        .selectFrom('article_tag')
        .innerJoin('article', 'article.id', 'article_tag.article_id')
        .where('article.deleted_at', 'is', null)
        .select('article_tag.tag_id')
        .as('live_tagged');
      const rows = await k
        .selectFrom('tag')
        .leftJoin(live, 'live_tagged.tag_id', 'tag.id')
        .select((eb) => ['tag.id', 'tag.tag_name', eb.fn.count('live_tagged.tag_id').as('count')])
        .groupBy(['tag.id', 'tag.tag_name'])
        .orderBy('count', 'desc')
        .orderBy('tag.id', 'asc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: row.id, tag_name: row.tag_name, count: toNumber(row.count) }));
    },

    /** The newest comments with their author and what they are about (one join per kind). */
    latestComments: (limit: number) =>
      k
        .selectFrom('comment')
        .leftJoin('user', 'user.id', 'comment.from_user')
        .leftJoin('article', (join) => join.onRef('article.id', '=', 'comment.for_id').on('comment.type', '=', COMMENT_TYPE.article))
        .leftJoin('talk', (join) => join.onRef('talk.id', '=', 'comment.for_id').on('comment.type', '=', COMMENT_TYPE.talk))
        .leftJoin('message', (join) => join.onRef('message.id', '=', 'comment.for_id').on('comment.type', '=', COMMENT_TYPE.message))
        .select([
          'comment.id',
          'comment.content',
          'comment.type',
          'comment.for_id',
          'comment.created_at',
          'user.nick_name',
          'article.title as article_title',
          'talk.content as talk_content',
          'message.content as message_content',
        ])
        .orderBy('comment.created_at', 'desc')
        .orderBy('comment.id', 'desc')
        .limit(limit)
        .execute(),

    pendingLinks: (limit: number) =>
      k
        .selectFrom('link')
        .where('status', '=', LINK_STATUS.pending)
        .select(['id', 'site_name', 'url', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
  };
}
