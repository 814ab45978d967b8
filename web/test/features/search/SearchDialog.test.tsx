import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@blog/contract';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { installDomPolyfills } from '../article/domPolyfills';

vi.mock('@/features/search/api', () => ({
  searchArticles: vi.fn(),
  getHotArticles: vi.fn(),
}));

const api = await import('@/features/search/api');
const { default: SearchDialog, HISTORY_DWELL_MS } = await import('@/features/search/SearchDialog');

const HOT = [1, 2, 3, 4, 5].map((id) => ({ id, article_title: `热门文章${id}`, view_times: 100 - id }));

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderDialog(onClose = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/home']}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <SearchDialog open onClose={onClose} />
    </MemoryRouter>,
  );
  return onClose;
}

function input(): HTMLInputElement {
  return screen.getByRole('textbox', { name: '搜索文章' }) as HTMLInputElement;
}

beforeAll(installDomPolyfills);
beforeEach(() => {
  window.localStorage.clear();
  vi.mocked(api.getHotArticles).mockResolvedValue(HOT);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

/** Longer than the search's debounce, far shorter than the history's dwell: a reader typing slowly. */
const KEYSTROKE_PAUSE_MS = 400;

const savedHistory = () => storage.get<string[]>(STORAGE_KEYS.searchHistory) ?? [];

async function pause(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('SearchDialog', () => {
  it('shows the history and the hot list numbered ① to ⑤ while the input is empty', async () => {
    storage.set(STORAGE_KEYS.searchHistory, ['TypeScript', '数据库']);
    renderDialog();

    expect(await screen.findByText('热门文章5')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'TypeScript' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '数据库' })).toBeTruthy();
    for (const digit of ['①', '②', '③', '④', '⑤']) expect(screen.getByText(digit)).toBeTruthy();
    expect(api.searchArticles).not.toHaveBeenCalled();
  });

  it('searches after typing and highlights the query', async () => {
    vi.mocked(api.searchArticles).mockResolvedValue([
      { id: 9, article_title: 'React 入门', article_content: '…学习 react 的 <script>钩子</script>…', passage: '…学习 react 的 <script>钩子</script>…' },
    ]);
    renderDialog();

    fireEvent.change(input(), { target: { value: '  react ' } });
    const marks = await screen.findAllByText(/react/i, { selector: 'mark' });
    expect(marks.length).toBe(2);
    expect(api.searchArticles).toHaveBeenCalledTimes(1);
    expect(api.searchArticles).toHaveBeenCalledWith('react');
    expect(document.querySelector('script')).toBeNull();
  });

  it('remembers the term whose results the reader rests on, not each half-typed word searched on the way', async () => {
    vi.useFakeTimers();
    vi.mocked(api.searchArticles).mockImplementation(async (query) => [{ id: 1, article_title: `${query} 笔记`, article_content: query, passage: query }]);
    renderDialog();

    for (const typed of ['R', 'Re', 'Rea', 'Reac', 'React']) {
      fireEvent.change(input(), { target: { value: typed } });
      await pause(KEYSTROKE_PAUSE_MS);
    }
    expect(vi.mocked(api.searchArticles).mock.calls.map(([query]) => query)).toEqual(['R', 'Re', 'Rea', 'Reac', 'React']);
    expect(screen.getByRole('list', { name: '搜索结果' })).toBeTruthy();
    expect(savedHistory()).toEqual([]);

    await pause(HISTORY_DWELL_MS);
    expect(savedHistory()).toEqual(['React']);
  });

  it("neither searches nor remembers an input method's unfinished pinyin; the chosen characters are searched", async () => {
    vi.useFakeTimers();
    vi.mocked(api.searchArticles).mockResolvedValue([{ id: 5, article_title: '中文排版', article_content: '中文', passage: '中文' }]);
    renderDialog();

    fireEvent.compositionStart(input());
    for (const typed of ['z', 'zh', 'zhong', "zhong'w", "zhong'wen"]) {
      fireEvent.change(input(), { target: { value: typed } });
      await pause(KEYSTROKE_PAUSE_MS);
    }
    await pause(HISTORY_DWELL_MS);
    expect(api.searchArticles).not.toHaveBeenCalled();
    expect(savedHistory()).toEqual([]);

    fireEvent.change(input(), { target: { value: '中文' } });
    fireEvent.compositionEnd(input(), { data: '中文' });
    await pause(KEYSTROKE_PAUSE_MS + HISTORY_DWELL_MS);
    expect(vi.mocked(api.searchArticles).mock.calls).toEqual([['中文']]);
    expect(savedHistory()).toEqual(['中文']);
  });

  it('clears the results and shows the history again when the input is emptied', async () => {
    vi.mocked(api.searchArticles).mockResolvedValue([{ id: 9, article_title: 'Vue 笔记', article_content: 'vue', passage: 'vue' }]);
    renderDialog();

    fireEvent.change(input(), { target: { value: 'vue' } });
    await screen.findByRole('list', { name: '搜索结果' });
    fireEvent.change(input(), { target: { value: '   ' } });

    expect(screen.queryByRole('list', { name: '搜索结果' })).toBeNull();
    expect(screen.getByText('搜索历史')).toBeTruthy();
    // Emptied right after its results came: the reader moved on, so it is not remembered.
    expect(screen.queryByRole('button', { name: 'vue' })).toBeNull();
  });

  it('opens the first hit on Enter and closes', async () => {
    vi.mocked(api.searchArticles).mockResolvedValue([
      { id: 42, article_title: '第一条', article_content: '匹配', passage: '匹配' },
      { id: 43, article_title: '第二条', article_content: '匹配', passage: '匹配' },
    ]);
    const onClose = renderDialog();

    fireEvent.change(input(), { target: { value: '匹配' } });
    await act(async () => {
      fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    });

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/article?id=42'));
    expect(onClose).toHaveBeenCalled();
    // Enter is a commitment: the term is remembered at once.
    expect(savedHistory()).toEqual(['匹配']);
  });
});
