/*
 * Names people are shown by (nicknames, usernames, guest names): what they may contain, and when
 * two of them count as the same name. Server and web forms apply the same rules.
 */

/**
 * Characters that draw nothing or reorder what is drawn: zero-width spaces and joiners, the bidi
 * controls (U+202A–202E, U+2066–2069, U+061C, the marks U+200E/200F), word joiner and invisible
 * operators, soft hyphen, BOM, Hangul fillers, variation selectors, tag characters, and C0/C1
 * control characters. `博\u200b主` looks exactly like 博主; a right-to-left override turns a name
 * around on screen.
 */
export const INVISIBLE_CHARACTERS =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- control and combining characters are what this class exists to find, one at a time
  /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\u{e0000}-\u{e0fff}]/u;

// eslint-disable-next-line no-misleading-character-class -- the same class as above, global
const INVISIBLE_GLOBAL = new RegExp(INVISIBLE_CHARACTERS.source, 'gu');

export function hasInvisibleCharacters(value: string): boolean {
  return INVISIBLE_CHARACTERS.test(value);
}

/** The text without them (a file name a title becomes: a bidi override would turn `gpj.exe` around). */
export function stripInvisibleCharacters(value: string): string {
  return value.replace(INVISIBLE_GLOBAL, '');
}

/**
 * A username's identity: `Case_x`, `case_x`, `ｃａｓｅ＿ｘ` and `case\u200b_x` are one account name.
 * NFKC folds full-width and compatibility forms, invisible characters are dropped, then case.
 */
export function usernameKey(username: string): string {
  return username.normalize('NFKC').replace(INVISIBLE_GLOBAL, '').toLowerCase();
}

/**
 * What a display name reads as: NFKC, without invisible characters, case, spaces, punctuation and
 * symbols (`博 主`, `博-主`, `博\u200b主` and `博主` all read 博主). Two names that fold alike look
 * alike to a reader.
 */
export function foldDisplayName(name: string): string {
  return name.normalize('NFKC').replace(INVISIBLE_GLOBAL, '').toLowerCase().replace(/[\p{P}\p{S}\p{Z}\s]/gu, '');
}

/** Names only the blogger goes by, besides the admins' own nicknames. */
export const RESERVED_NAMES = ['博主', '管理员', '站长'] as const;

export const NAME_MESSAGES = {
  nicknameInvisible: '昵称不能包含看不见的字符（零宽字符、文字方向控制符等）',
  usernameInvisible: '用户名不能包含看不见的字符（零宽字符、文字方向控制符等）',
  guestNameInvisible: '名字不能包含看不见的字符（零宽字符、文字方向控制符等）',
  nicknameReserved: '这个昵称是博主专用的，请换一个',
  guestNameReserved: '这个名字是博主专用的，请换一个',
  avatarReserved: '不能使用博主的头像，请换一张自己的图片',
} as const;
