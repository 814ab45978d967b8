import { COMMENT_IP_UNKNOWN, type CommentItem, type CommentType } from '@blog/contract';
import { siteDateTime } from '../../platform/siteTime';
import { cravatarOf } from './guest';
import { COMMENT_STATUS, type CommentRow } from './repo';

/** How lists show guests: avatars from the e-mail hash only when the blogger turned them on. */
export interface CommentView {
  guestAvatars: boolean;
}

function authorAvatar(row: CommentRow, view: CommentView): string {
  if (row.guest_name === '') return row.from_avatar;
  return view.guestAvatars && row.guest_email !== '' ? cravatarOf(row.guest_email) : row.from_avatar;
}

/**
 * A row in the original client's flat shape; `liked` holds the ids the caller likes. A guest
 * comment shows the guest's own nickname (its author row is the shared 访客 account); the e-mail
 * never leaves the server.
 */
export function toCommentItem(row: CommentRow, liked: ReadonlySet<number>, view: CommentView = { guestAvatars: false }): CommentItem {
  return {
    id: row.id,
    type: row.type as CommentType,
    for_id: row.for_id,
    parent_id: row.parent_id,
    content: row.content,
    thumbs_up: row.thumbs_up,
    is_like: liked.has(row.id),
    from_id: row.from_user,
    from_name: row.guest_name || row.from_nick_name,
    from_avatar: authorAvatar(row, view),
    to_id: row.to_user,
    to_name: row.to_user === null ? null : row.to_guest_name || (row.to_nick_name ?? ''),
    to_avatar: row.to_user === null ? null : (row.to_avatar ?? ''),
    ipAddress: row.ip_region || COMMENT_IP_UNKNOWN,
    from_url: row.guest_url,
    pending: row.status === COMMENT_STATUS.pending,
    createdAt: siteDateTime(row.created_at),
  };
}
