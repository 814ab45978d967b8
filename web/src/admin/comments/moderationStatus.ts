import { MODERATION_STATUS } from '@blog/contract';

/** The status filter's choices on the comment and guestbook queues. */
export const MODERATION_STATUS_OPTIONS = [
  { value: MODERATION_STATUS.shown, label: '显示中' },
  { value: MODERATION_STATUS.hidden, label: '已隐藏' },
];

/** The comment queue also has 待审核: guests' comments waiting for the blogger. */
export const COMMENT_STATUS_OPTIONS = [...MODERATION_STATUS_OPTIONS, { value: MODERATION_STATUS.pending, label: '待审核' }];
