import { LIKE_TYPE } from '@blog/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../schema';
import { demoUserId, type DemoPeople, type DemoWho } from './people';

/**
 * Comment and like rows of the demo content, shared by the talk, guestbook and article comment seeds.
 * Likes are real like rows, so every count on the pages is what the like table says.
 */

/** One like row to write: `liker` is the like module's key (`u:<id>` or `v:<visitor>`). */
export interface DemoLiker {
  liker: string;
  userId: number | null;
}

/** Likers for these registered people, each once. */
export const userLikers = (userIds: number[]): DemoLiker[] =>
  [...new Set(userIds)].map((userId) => ({ liker: `u:${userId}`, userId }));

/** Writes the like rows of one item (an item of `type`, e.g. a talk), all stamped `stamp`. */
export async function insertDemoLikes(trx: Kysely<Database>, type: number, forId: number, likers: DemoLiker[], stamp: string): Promise<void> {
  if (likers.length === 0) return;
  await trx
    .insertInto('like')
    .values(likers.map(({ liker, userId }) => ({ type, for_id: forId, liker, user_id: userId, created_at: stamp, updated_at: stamp })))
    .execute();
}

export interface DemoCommentRow {
  /** COMMENT_TYPE of what the comment is under, and that item's id. */
  type: number;
  forId: number;
  parentId: number | null;
  from: number;
  /** The answered author of a reply; null on a top-level comment. */
  to: number | null;
  content: string;
  stamp: string;
  /** Users who liked the comment. */
  likedBy?: number[];
}

/** Writes one comment with its likes; returns its id. */
export async function insertDemoComment(trx: Kysely<Database>, row: DemoCommentRow): Promise<number> {
  const likers = userLikers(row.likedBy ?? []);
  const { id } = await trx
    .insertInto('comment')
    .values({
      type: row.type,
      for_id: row.forId,
      parent_id: row.parentId,
      from_user: row.from,
      to_user: row.to,
      content: row.content,
      thumbs_up: likers.length,
      created_at: row.stamp,
      updated_at: row.stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertDemoLikes(trx, LIKE_TYPE.comment, id, likers, row.stamp);
  return id;
}

/** A comment of a flat demo thread (talk, guestbook entry). */
export interface DemoThreadComment {
  from: DemoWho;
  content: string;
  hoursAfter: number;
  /** Replies to the item's top-level comment at that index, answering its author. */
  replyTo?: number;
}

/** Writes the comments of one item in order; `stampOf` turns hours after the item into a time. */
export async function insertDemoThread(
  trx: Kysely<Database>,
  people: DemoPeople,
  target: { type: number; forId: number },
  comments: DemoThreadComment[],
  stampOf: (hoursAfter: number) => string,
): Promise<void> {
  const topLevel: { id: number; from: number }[] = [];
  for (const comment of comments) {
    const from = demoUserId(people, comment.from);
    const parent = comment.replyTo === undefined ? undefined : topLevel[comment.replyTo];
    if (comment.replyTo !== undefined && !parent) throw new Error('演示评论的回复对象不存在');
    const id = await insertDemoComment(trx, {
      ...target,
      parentId: parent?.id ?? null,
      from,
      to: parent?.from ?? null,
      content: comment.content,
      stamp: stampOf(comment.hoursAfter),
    });
    if (!parent) topLevel.push({ id, from });
  }
}
