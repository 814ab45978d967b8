import { COMMENT_IP_UNKNOWN, type CommentItem, type CommentType } from '@blog/contract';
import { siteDateTime } from '../../platform/siteTime';
import type { CommentRow } from './repo';

/** A row in the original client's flat shape; `liked` holds the ids the caller likes. */
export function toCommentItem(row: CommentRow, liked: ReadonlySet<number>): CommentItem {
  return {
    id: row.id,
    type: row.type as CommentType,
    for_id: row.for_id,
    parent_id: row.parent_id,
    content: row.content,
    thumbs_up: row.thumbs_up,
    is_like: liked.has(row.id),
    from_id: row.from_user,
    from_name: row.from_nick_name,
    from_avatar: row.from_avatar,
    to_id: row.to_user,
    to_name: row.to_user === null ? null : (row.to_nick_name ?? ''),
    to_avatar: row.to_user === null ? null : (row.to_avatar ?? ''),
    ipAddress: COMMENT_IP_UNKNOWN,
    createdAt: siteDateTime(row.created_at),
  };
}
