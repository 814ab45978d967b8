import { describe, expect, it } from 'vitest';
import { ARTICLE_MESSAGES, type AdminArticleDetail } from '@blog/contract';
import { checkDraft, cleanTagNames, draftFromDetail, emptyDraft, fieldOfServerMessage, sameDraft } from '@/admin/articles/articleDraft';

const detail: AdminArticleDetail = {
  id: 5,
  article_title: '用 Fastify 写博客',
  article_cover: '/uploads/img/cover.webp',
  category_id: 2,
  category_name: '后端',
  tagList: [
    { id: 1, tag_name: 'Node' },
    { id: 2, tag_name: 'Fastify' },
  ],
  status: 2,
  type: 3,
  is_top: 1,
  top_order: 4,
  view_times: 10,
  thumbs_up_times: 1,
  createdAt: '2025-03-01T08:00:00.000Z',
  updatedAt: '2025-03-02T08:00:00.000Z',
  deletedAt: null,
  slug: 'fastify-blog',
  article_content: '# 正文',
  article_description: '',
  origin_url: 'https://example.com/post',
};

describe('article draft rules (the contract checked before saving)', () => {
  it('takes every field the editor shows from the server copy', () => {
    expect(draftFromDetail(detail)).toEqual({
      article_title: '用 Fastify 写博客',
      slug: 'fastify-blog',
      article_content: '# 正文',
      article_description: '',
      article_cover: '/uploads/img/cover.webp',
      category_name: '后端',
      tag_names: ['Node', 'Fastify'],
      status: 2,
      type: 3,
      origin_url: 'https://example.com/post',
      is_top: 1,
      top_order: 4,
      // 发布时间: the article's date, kept when it is saved again.
      publish_time: '2025-03-01T08:00:00.000Z',
    });
  });

  it('tells changed drafts from equal ones, tags included', () => {
    const a = draftFromDetail(detail);
    expect(sameDraft(a, { ...a, tag_names: [...a.tag_names] })).toBe(true);
    expect(sameDraft(a, { ...a, tag_names: ['Node'] })).toBe(false);
    expect(sameDraft(a, { ...a, article_content: '# 正文!' })).toBe(false);
  });

  it('names the field of each problem with the contract message', () => {
    // Being published (a new article is a draft, which needs only its title).
    const check = checkDraft({ ...emptyDraft(), article_title: '  ', type: 2, status: 1 });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual({
      article_title: ARTICLE_MESSAGES.titleMissing,
      article_content: ARTICLE_MESSAGES.contentMissing,
      category_name: ARTICLE_MESSAGES.categoryMissing,
      origin_url: ARTICLE_MESSAGES.originUrlMissing,
    });
    expect(check.first).toBe(ARTICLE_MESSAGES.titleMissing);
  });

  it('lets a draft through with only a title, and rejects a non-web original link', () => {
    expect(checkDraft({ ...emptyDraft(), article_title: '想法', status: 3 }).ok).toBe(true);
    const bad = checkDraft({ ...emptyDraft(), article_title: '译文', status: 3, type: 3, origin_url: 'ftp://x' });
    expect(bad.ok ? null : bad.errors.origin_url).toBe(ARTICLE_MESSAGES.originUrlInvalid);
  });

  it('sends trimmed values and tag names without blanks or repeats', () => {
    const check = checkDraft({ ...emptyDraft(), article_title: ' 标题 ', article_content: '正文', category_name: ' 随笔 ', tag_names: [' a', 'a', '', 'b '] });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.body).toMatchObject({ article_title: '标题', category_name: '随笔', tag_names: ['a', 'b'] });
    expect(cleanTagNames(['x', ' x ', '  '])).toEqual(['x']);
  });

  it('reports too many tags on the tag field', () => {
    const tags = Array.from({ length: 21 }, (_, i) => `t${i}`);
    const check = checkDraft({ ...emptyDraft(), article_title: 't', status: 3, tag_names: tags });
    expect(check.ok ? null : check.errors.tag_names).toBe('标签最多 20 个');
  });

  it('puts a server refusal with a field message next to that field', () => {
    expect(fieldOfServerMessage(ARTICLE_MESSAGES.titleTaken)).toBe('article_title');
    expect(fieldOfServerMessage(ARTICLE_MESSAGES.originUrlInvalid)).toBe('origin_url');
    expect(fieldOfServerMessage('服务端错误')).toBeUndefined();
  });
});
