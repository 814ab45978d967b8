import { z } from 'zod';

/* Sensitive words (敏感词): the admin's list and what each place does with a match. */

/** Where visitors write text that the list is applied to. */
export const SENSITIVE_PLACES = ['comment', 'message', 'chat', 'nickname', 'link'] as const;
export type SensitivePlace = (typeof SENSITIVE_PLACES)[number];

export const SENSITIVE_PLACE_LABEL: Record<SensitivePlace, string> = {
  comment: '评论',
  message: '留言',
  chat: '聊天',
  nickname: '昵称',
  link: '友链',
};

/** mask: the matched characters become *; refuse: nothing is stored and the writer is told why. */
export const SENSITIVE_ACTIONS = ['mask', 'refuse'] as const;
export type SensitiveAction = (typeof SENSITIVE_ACTIONS)[number];
export const SENSITIVE_ACTION_LABEL: Record<SensitiveAction, string> = { mask: '打码', refuse: '拒绝' };

export type SensitivePolicy = Record<SensitivePlace, SensitiveAction>;

export const SENSITIVE_LIMITS = {
  wordsMax: 10_000,
  wordLengthMax: 30,
} as const;

export const SENSITIVE_MESSAGES = {
  refused: '内容包含敏感词，请修改后再发',
  nicknameRefused: '昵称包含敏感词，请换一个',
  linkRefused: '友链信息包含敏感词，请修改后再提交',
  tooMany: `敏感词最多 ${SENSITIVE_LIMITS.wordsMax} 个`,
  notList: '敏感词列表格式不正确',
  notText: '敏感词必须是文字',
  policyInvalid: '处理方式只能是 mask（打码）或 refuse（拒绝）',
  saved: '保存成功',
} as const;

/** A word longer than the limit is named in the message, so the admin finds it in a long list. */
export const sensitiveWordTooLong = (word: string) =>
  `敏感词「${[...word].slice(0, 12).join('')}${[...word].length > 12 ? '…' : ''}」超过 ${SENSITIVE_LIMITS.wordLengthMax} 个字`;
/** A line of only spaces and punctuation could never match: the matcher skips those characters. */
export const sensitiveWordEmpty = (word: string) => `敏感词「${word}」只有空格或标点，无法匹配`;

const action = z.enum(SENSITIVE_ACTIONS, { error: SENSITIVE_MESSAGES.policyInvalid });

/** PUT /api/sensitive/admin/save: the whole list (blank lines dropped, repeats kept once) and the policy. */
export const sensitiveSaveBody = z.object({
  words: z
    .array(z.string({ error: SENSITIVE_MESSAGES.notText }), { error: SENSITIVE_MESSAGES.notList })
    .transform((words) => [...new Set(words.map((word) => word.trim()).filter((word) => word.length > 0))])
    .pipe(
      z
        .array(z.string().refine((word) => [...word].length <= SENSITIVE_LIMITS.wordLengthMax, { error: (issue) => sensitiveWordTooLong(String(issue.input)) }))
        .max(SENSITIVE_LIMITS.wordsMax, { error: SENSITIVE_MESSAGES.tooMany }),
    ),
  policy: z.object(
    { comment: action, message: action, chat: action, nickname: action, link: action },
    { error: '请为每个位置选择处理方式' },
  ),
});
export type SensitiveSaveBody = z.infer<typeof sensitiveSaveBody>;

/** What GET /api/sensitive/admin/get and the save answer. */
export interface SensitiveSettings {
  words: string[];
  policy: SensitivePolicy;
  /** ISO time of the last save; null while the shipped default list is in use. */
  updatedAt: string | null;
}
