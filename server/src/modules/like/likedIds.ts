import type { LikeType } from '@blog/contract';
import type { Db } from '../../db/connection';

/**
 * Which of `ids` (items of one type) the liker liked, in one query: lists (talk, guestbook,
 * comments) use it to fill their liked-by-me flag. `liker` is `likerKey(request)`; null (neither a
 * login nor a visitor key) has liked nothing.
 */
export async function likedIds(db: Db, type: LikeType, liker: string | null, ids: readonly number[]): Promise<Set<number>> {
  if (liker === null || ids.length === 0) return new Set();
  const rows = await db.kysely
    .selectFrom('like')
    .select('for_id')
    .where('type', '=', type)
    .where('liker', '=', liker)
    .where('for_id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((row) => row.for_id));
}
