import type { Kysely } from 'kysely';
import { LIKE_TYPE, type CommentType } from '@blog/contract';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';

/**
 * Removes every comment on one item (and the likes of those comments). comment.for_id has no
 * foreign key, since it points at three tables, so a module that deletes an article, talk post or
 * guestbook entry calls this in the same breath: `await deleteCommentsOf(db, COMMENT_TYPE.message, id)`.
 * Returns how many comments went.
 */
export async function deleteCommentsOf(db: Db, type: CommentType, forId: number): Promise<number> {
  return db.kysely.transaction().execute((trx) => deleteCommentsWith(trx, type, forId));
}

/**
 * deleteCommentsOf inside a transaction the caller already holds, so the comments go together
 * with the item itself (an article deleted for good) or not at all.
 */
export async function deleteCommentsWith(trx: Kysely<Database>, type: CommentType, forId: number): Promise<number> {
  const ids = (await trx.selectFrom('comment').select('id').where('type', '=', type).where('for_id', '=', forId).execute()).map((r) => r.id);
  if (ids.length === 0) return 0;
  await trx.deleteFrom('like').where('type', '=', LIKE_TYPE.comment).where('for_id', 'in', ids).execute();
  // Replies first: they point at their top-level comment.
  await trx.deleteFrom('comment').where('type', '=', type).where('for_id', '=', forId).where('parent_id', 'is not', null).execute();
  await trx.deleteFrom('comment').where('type', '=', type).where('for_id', '=', forId).execute();
  return ids.length;
}
