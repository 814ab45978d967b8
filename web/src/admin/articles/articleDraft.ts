import {
  ARTICLE_MESSAGES,
  ARTICLE_STATUS,
  ARTICLE_TYPE,
  articleWriteBody,
  SLUG_MESSAGES,
  type AdminArticleDetail,
  type ArticleWrite,
} from '@blog/contract';

/**
 * Everything the editor holds for one article: the same fields as the write body, so the local
 * draft, the server's copy and the request are compared and checked field by field.
 */
export type ArticleDraft = ArticleWrite;
export type DraftField = keyof ArticleDraft;
export type FieldErrors = Partial<Record<DraftField, string>>;

export function emptyDraft(): ArticleDraft {
  return {
    article_title: '',
    article_content: '',
    article_description: '',
    article_cover: '',
    category_name: '',
    tag_names: [],
    // A new article stays off the site until 发布.
    status: ARTICLE_STATUS.draft,
    type: ARTICLE_TYPE.original,
    origin_url: '',
    is_top: 2,
    top_order: 0,
    // Empty: the server makes one from the title on the first save.
    slug: '',
  };
}

const oneOf = <T extends number>(value: number, choices: readonly T[], fallback: T): T =>
  (choices as readonly number[]).includes(value) ? (value as T) : fallback;

export function draftFromDetail(detail: AdminArticleDetail): ArticleDraft {
  return {
    article_title: detail.article_title ?? '',
    article_content: detail.article_content ?? '',
    article_description: detail.article_description ?? '',
    article_cover: detail.article_cover ?? '',
    category_name: detail.category_name ?? '',
    tag_names: (detail.tagList ?? []).map((tag) => tag.tag_name),
    status: oneOf(detail.status, [1, 2, 3, 4] as const, ARTICLE_STATUS.draft),
    type: oneOf(detail.type, [1, 2, 3] as const, ARTICLE_TYPE.original),
    origin_url: detail.origin_url ?? '',
    is_top: oneOf(detail.is_top, [1, 2] as const, 2),
    top_order: Number.isFinite(detail.top_order) ? detail.top_order : 0,
    slug: detail.slug ?? '',
    // 发布时间: the article's own (a draft's is when it was started, until it is published).
    publish_time: detail.createdAt || undefined,
  };
}

export function sameDraft(a: ArticleDraft, b: ArticleDraft): boolean {
  return (Object.keys(a) as DraftField[]).every((key) => {
    const x = a[key];
    const y = b[key];
    if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((item, i) => item === y[i]);
    return x === y;
  });
}

/** Trimmed, without empty or repeated names (the tag picker lets both through). */
export function cleanTagNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    if (name && !seen.has(name)) {
      seen.add(name);
      result.push(name);
    }
  }
  return result;
}

export type DraftCheck = { ok: true; body: ArticleWrite } | { ok: false; errors: FieldErrors; first: string };

/** The contract's own rules, run before sending, with the first message of each field for the form. */
export function checkDraft(draft: ArticleDraft): DraftCheck {
  const parsed = articleWriteBody.safeParse({ ...draft, tag_names: cleanTagNames(draft.tag_names) });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in draft && !errors[field as DraftField]) errors[field as DraftField] = issue.message;
  }
  return { ok: false, errors, first: parsed.error.issues[0]?.message ?? '请检查文章内容' };
}

const SERVER_MESSAGE_FIELDS: Array<[string, DraftField]> = [
  [ARTICLE_MESSAGES.titleTaken, 'article_title'],
  [ARTICLE_MESSAGES.titleMissing, 'article_title'],
  [ARTICLE_MESSAGES.contentMissing, 'article_content'],
  [ARTICLE_MESSAGES.categoryMissing, 'category_name'],
  [ARTICLE_MESSAGES.originUrlMissing, 'origin_url'],
  [ARTICLE_MESSAGES.originUrlInvalid, 'origin_url'],
  [SLUG_MESSAGES.taken, 'slug'],
  [SLUG_MESSAGES.heldByAlias, 'slug'],
  [ARTICLE_MESSAGES.scheduleTimeMissing, 'publish_time'],
  [ARTICLE_MESSAGES.scheduleTimePast, 'publish_time'],
  [ARTICLE_MESSAGES.publishTimeFuture, 'publish_time'],
];

/** A refusal the server explained with one of the contract's field messages belongs next to that field. */
export function fieldOfServerMessage(message: string): DraftField | undefined {
  return SERVER_MESSAGE_FIELDS.find(([text]) => text === message)?.[1];
}
