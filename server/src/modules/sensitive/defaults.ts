import type { SensitivePolicy } from '@blog/contract';

/**
 * The list a new blog starts with, written for this project: the spam and abuse a personal blog's
 * comments and guestbook usually get. Kept short and mild; the admin extends it in 后台 → 敏感词.
 */
export const DEFAULT_SENSITIVE_WORDS: readonly string[] = [
  '傻逼',
  '脑残',
  '去死',
  '滚蛋',
  '智障',
  '代开发票',
  '刷单返利',
  '兼职刷单',
  '网络赌博',
  '博彩网站',
  '六合彩',
  '信用卡套现',
  '办证刻章',
  '代考包过',
  '私服外挂',
  '黑客接单',
  '裸聊',
  '加微信领红包',
  '免费领取红包',
];

/** Text in the content places is masked; a name or a friend link with a match is refused (a masked name reads badly). */
export const DEFAULT_SENSITIVE_POLICY: SensitivePolicy = {
  comment: 'mask',
  message: 'mask',
  chat: 'mask',
  nickname: 'refuse',
  link: 'refuse',
};
