import type { CommentItem, CommentType } from '@blog/contract';
import type { CommentRow } from './repo';

/** A row as lists show it; `liked` holds the ids the caller likes. */
export function toCommentItem(row: CommentRow, liked: ReadonlySet<number>): CommentItem {
  return {
    id: row.id,
    type: row.type as CommentType,
    for_id: row.for_id,
    parent_id: row.parent_id,
    content: row.content,
    thumbs_up: row.thumbs_up,
    is_liked: liked.has(row.id),
    from_user: { id: row.from_user, nick_name: row.from_nick_name, avatar: row.from_avatar },
    to_user: row.to_user === null ? null : { id: row.to_user, nick_name: row.to_nick_name ?? '', avatar: row.to_avatar ?? '' },
    createdAt: row.created_at,
  };
}
