import { MODERATION_STATUS } from '@blog/contract';

/** The status filter's choices on the comment and guestbook queues. */
export const MODERATION_STATUS_OPTIONS = [
  { value: MODERATION_STATUS.shown, label: '显示中' },
  { value: MODERATION_STATUS.hidden, label: '已隐藏' },
];
