import { CHAT_FORCED_OFFLINE_MS } from '@blog/contract';

/** SPEC.md §9 chat numbers and §8 chat texts the contract does not already carry. */
export const RECONNECT_INTERVAL_MS = 5_000;
export const RECONNECT_MAX_TRIES = 5;
export const HEALTH_CHECK_MS = 30_000;

export const KB = 1024;
export const COMPRESS_THRESHOLD_BYTES = 800 * KB;
export const COMPRESS_DEFAULTS = {
  targetBytes: 800 * KB,
  startQuality: 1,
  maxRetries: 3,
  qualityStep: 0.2,
  minQuality: 0.2,
} as const;

export const CHAT_UI_TEXT = {
  connectFailed: '聊天室连接失败 正在重新连接',
  uploadFailed: '图片上传失败',
  empty: '还没有人说话，来打个招呼吧',
  confirmClear: '确认清空吗',
  confirmOffline: (name: string) => `确认强制下线${name}吗`,
  status: { connecting: '连接中', open: '已连接', closed: '已断开' },
  forcedStatus: '已被强制下线',
  forcedNotice: `你已被管理员强制下线，${CHAT_FORCED_OFFLINE_MS / 60_000} 分钟内不能发言`,
  /** On a message typed while the connection is down; it goes out after the reconnect. */
  waiting: '等待发送',
  placeholder: { user: '说点什么吧，Enter 发送', guest: '登录后才能发言', forced: '你已被管理员强制下线' },
} as const;

/** A pending queue bigger than this means the user is typing into a dead room; keep the latest. */
export const PENDING_MAX = 20;
