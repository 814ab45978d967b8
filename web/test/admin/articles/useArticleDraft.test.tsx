import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { emptyDraft, type ArticleDraft } from '@/admin/articles/articleDraft';
import { AUTOSAVE_INTERVAL_MS, draftKey, readLocalDraft, useArticleDraft, writeLocalDraft } from '@/admin/articles/useArticleDraft';
import { draftOfferTitle } from '@/admin/articles/DraftOfferModal';

const server: ArticleDraft = { ...emptyDraft(), article_title: '旧标题', article_content: '旧正文', category_name: '随笔' };
const KEY = draftKey(5);

interface Props {
  values: ArticleDraft;
  baseline: ArticleDraft | null;
  storageKey?: string;
}

function renderDraft(initial: Props) {
  return renderHook((props: Props) => useArticleDraft({ storageKey: props.storageKey ?? KEY, values: props.values, baseline: props.baseline }), {
    initialProps: initial,
  });
}

const tick = () => act(() => vi.advanceTimersByTime(AUTOSAVE_INTERVAL_MS));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-06-01T10:20:30'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useArticleDraft', () => {
  it('keys drafts per article, "new" for an unsaved one', () => {
    expect(draftKey(null)).toBe('admin-article-draft:new');
    expect(draftKey(12)).toBe('admin-article-draft:12');
  });

  it('writes nothing while the text equals the server copy', () => {
    const { result } = renderDraft({ values: server, baseline: server });
    tick();
    tick();
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(result.current.offer).toBeNull();
  });

  it('saves the whole draft with the time every few seconds once something changed', () => {
    const { result, rerender } = renderDraft({ values: server, baseline: server });
    const edited = { ...server, article_content: '新写的一段', tag_names: ['草稿'] };
    rerender({ values: edited, baseline: server });
    // Not at once: only on the next tick.
    expect(window.localStorage.getItem(KEY)).toBeNull();
    tick();
    expect(readLocalDraft(KEY)).toEqual({ savedAt: Date.parse('2025-06-01T10:20:33'), values: edited });
    expect(result.current.lastSavedAt).toBe(Date.parse('2025-06-01T10:20:33'));

    const more = { ...edited, article_title: '新标题' };
    rerender({ values: more, baseline: server });
    tick();
    expect(readLocalDraft(KEY)?.values.article_title).toBe('新标题');
  });

  it('keeps the last seconds of typing when the editor closes before the next tick', () => {
    const { rerender, unmount } = renderDraft({ values: server, baseline: server });
    rerender({ values: { ...server, article_content: '最后一句' }, baseline: server });
    unmount();
    expect(readLocalDraft(KEY)?.values.article_content).toBe('最后一句');
  });

  it('offers a stored draft that differs from the server copy, and gives it back on 恢复', () => {
    const stored = { ...server, article_content: '崩溃前写的' };
    writeLocalDraft(KEY, { savedAt: Date.parse('2025-06-01T09:15:07'), values: stored });
    // While the server copy loads nothing is decided.
    const { result, rerender } = renderDraft({ values: emptyDraft(), baseline: null });
    expect(result.current.offer).toBeNull();
    rerender({ values: server, baseline: server });
    expect(result.current.offer?.values).toEqual(stored);
    expect(draftOfferTitle(result.current.offer!.savedAt)).toBe('发现未保存的草稿（保存于 09:15:07）');

    // Waiting for the answer, autosave does not overwrite the stored draft with the server copy.
    tick();
    expect(readLocalDraft(KEY)?.values).toEqual(stored);

    let restored: ArticleDraft | null = null;
    act(() => {
      restored = result.current.restore();
    });
    expect(restored).toEqual(stored);
    expect(result.current.offer).toBeNull();
    rerender({ values: stored, baseline: server });
    tick();
    expect(readLocalDraft(KEY)?.savedAt).toBe(Date.now());
  });

  it('throws the stored draft away on 丢弃', () => {
    writeLocalDraft(KEY, { savedAt: Date.now(), values: { ...server, article_title: '别要了' } });
    const { result } = renderDraft({ values: server, baseline: server });
    expect(result.current.offer).not.toBeNull();
    act(() => result.current.discard());
    expect(result.current.offer).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
    tick();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('does not offer a stored draft equal to the server copy, and removes it', () => {
    writeLocalDraft(KEY, { savedAt: Date.now(), values: { ...server, tag_names: [] } });
    const { result } = renderDraft({ values: server, baseline: server });
    expect(result.current.offer).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('clears the stored draft after a successful save, but keeps typing that came during the save', () => {
    const edited = { ...server, article_content: '要保存的' };
    const { result, rerender } = renderDraft({ values: server, baseline: server });
    rerender({ values: edited, baseline: server });
    tick();
    expect(readLocalDraft(KEY)).not.toBeNull();

    act(() => result.current.clear(edited));
    rerender({ values: edited, baseline: edited });
    expect(window.localStorage.getItem(KEY)).toBeNull();
    tick();
    expect(window.localStorage.getItem(KEY)).toBeNull();

    const typedDuringSave = { ...edited, article_content: '要保存的，再加一句' };
    rerender({ values: typedDuringSave, baseline: edited });
    tick();
    expect(readLocalDraft(KEY)?.values).toEqual(typedDuringSave);
  });

  it('does not write the saved text back when a tick comes before the editor shows the save', () => {
    const edited = { ...server, article_title: ' 带空格 ' };
    const { result, rerender } = renderDraft({ values: server, baseline: server });
    rerender({ values: edited, baseline: server });
    tick();
    // The server keeps the trimmed title. Inside one act nothing renders in between, as when a
    // timer or pagehide fires between the save's answer and the editor's next render.
    act(() => {
      result.current.clear({ ...edited, article_title: '带空格' });
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('removes the stored draft when the text goes back to the server copy', () => {
    const { rerender } = renderDraft({ values: server, baseline: server });
    rerender({ values: { ...server, article_title: '改了' }, baseline: server });
    tick();
    expect(readLocalDraft(KEY)).not.toBeNull();
    rerender({ values: { ...server }, baseline: server });
    tick();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('says so when the browser refuses to store the draft', () => {
    const { result, rerender } = renderDraft({ values: server, baseline: server });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    rerender({ values: { ...server, article_content: '很长的正文' }, baseline: server });
    tick();
    expect(result.current.failed).toBe(true);
    setItem.mockRestore();
  });

  it('ignores stored text that is not a draft', () => {
    window.localStorage.setItem(KEY, '{"savedAt":"yesterday"}');
    expect(readLocalDraft(KEY)).toBeNull();
    window.localStorage.setItem(KEY, 'not json');
    expect(readLocalDraft(KEY)).toBeNull();
  });
});
