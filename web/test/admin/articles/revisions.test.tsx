import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminArticleDetail, ArticleRevisionRow, MarkdownDiff } from '@blog/contract';
import { emptyDraft } from '@/admin/articles/articleDraft';
import { setUpConsolePageTest } from '../consolePageSetup';

vi.mock('@/admin/articles/revisions/revisionsApi', () => ({
  getRevisions: vi.fn(),
  compareRevisions: vi.fn(),
  restoreRevision: vi.fn(),
}));

const api = await import('@/admin/articles/revisions/revisionsApi');
const { RevisionHistoryDrawer, deltaLabel } = await import('@/admin/articles/revisions/RevisionHistoryDrawer');
const { ConflictDialog } = await import('@/admin/articles/revisions/ConflictDialog');
const { draftFromRevision } = await import('@/admin/articles/revisions/useEditorRevisions');

const SLOW = { timeout: 10_000 };
const TEST_TIMEOUT = 40_000;

const rows: ArticleRevisionRow[] = [
  { id: 12, kind: 'autosave', title: '雾', size: 30, delta: -4, createdAt: '2026-11-27T10:03:00.000Z' },
  { id: 11, kind: 'manual', title: '雾', size: 34, delta: 14, createdAt: '2026-11-27T10:02:00.000Z' },
  { id: 10, kind: 'manual', title: '雾', size: 20, delta: 0, createdAt: '2026-11-27T10:01:00.000Z' },
];
const diff: MarkdownDiff = {
  parts: [
    { kind: 'same', text: '第一行\n' },
    { kind: 'removed', text: '旧的一行\n' },
    { kind: 'added', text: '新的一行\n' },
  ],
  added: 5,
  removed: 5,
};

setUpConsolePageTest();

describe('历史版本', () => {
  it('labels size changes as the blogger reads them', () => {
    expect([deltaLabel(14), deltaLabel(-4), deltaLabel(0)]).toEqual(['+14 字', '−4 字', '±0 字']);
  });

  it('lists revisions with kind and size change, compares the two ticked (older first) and restores one against the editor version', async () => {
    vi.mocked(api.getRevisions).mockResolvedValue(rows);
    vi.mocked(api.compareRevisions).mockResolvedValue(diff);
    vi.mocked(api.restoreRevision).mockResolvedValue({ id: 3, slug: 'wu', updatedAt: '2026-11-27T10:05:00.000Z' });
    const onRestored = vi.fn();
    const beforeRestore = vi.fn().mockResolvedValue(undefined);
    render(<RevisionHistoryDrawer articleId={3} open onClose={() => undefined} version="v-1" dirty beforeRestore={beforeRestore} onRestored={onRestored} />);

    const items = await screen.findAllByTestId('revision-item', undefined, SLOW);
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('自动保存')).toBeTruthy();
    expect(within(items[0]!).getByText('−4 字')).toBeTruthy();
    expect(within(items[1]!).getByText('+14 字')).toBeTruthy();

    const compare = screen.getByRole('button', { name: '比较选中的两个版本' });
    expect((compare as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(items[0]!).getByRole('checkbox'));
    fireEvent.click(within(items[2]!).getByRole('checkbox'));
    fireEvent.click(compare);
    await waitFor(() => expect(api.compareRevisions).toHaveBeenCalledWith(10, 12), SLOW);
    const shown = await screen.findByLabelText('正文差异', undefined, SLOW);
    expect(shown.querySelector('ins')?.textContent).toBe('新的一行\n');
    expect(shown.querySelector('del')?.textContent).toBe('旧的一行\n');

    fireEvent.click(within(items[2]!).getByRole('button', { name: '恢复此版本' }));
    // Unsaved typing is mentioned before it is kept as an autosave.
    expect(await screen.findByText(/编辑器里未保存的修改先存为自动保存版本/, undefined, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /恢\s*复$/ }));
    await waitFor(() => expect(onRestored).toHaveBeenCalled(), SLOW);
    expect(beforeRestore).toHaveBeenCalled();
    expect(api.restoreRevision).toHaveBeenCalledWith(10, 'v-1');
  }, TEST_TIMEOUT);

  it('says when there is nothing yet', async () => {
    vi.mocked(api.getRevisions).mockResolvedValue([]);
    render(<RevisionHistoryDrawer articleId={3} open onClose={() => undefined} version={null} dirty={false} beforeRestore={async () => undefined} onRestored={() => undefined} />);
    expect(await screen.findByText('还没有历史版本：保存一次后这里会出现', undefined, SLOW)).toBeTruthy();
  }, TEST_TIMEOUT);
});

describe('保存冲突', () => {
  it('shows theirs against mine and offers 用我的覆盖 / 载入对方的版本 / 取消', async () => {
    const theirs = { id: 3, article_title: '对方的标题', article_content: '旧的一行', updatedAt: '2026-11-27T10:04:00.000Z' } as AdminArticleDetail;
    const mine = { ...emptyDraft(), article_title: '我的标题', article_content: '新的一行' };
    const onOverwrite = vi.fn();
    const onLoadTheirs = vi.fn();
    const onCancel = vi.fn();
    render(<ConflictDialog conflict={{ theirs, mine, diff }} busy={false} onOverwrite={onOverwrite} onLoadTheirs={onLoadTheirs} onCancel={onCancel} />);
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    expect(within(dialog).getByText(/标题：对方为「对方的标题」，你的为「我的标题」/)).toBeTruthy();
    expect(within(dialog).getByLabelText('正文差异').querySelector('ins')?.textContent).toBe('新的一行\n');
    fireEvent.click(within(dialog).getByRole('button', { name: '用我的覆盖' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '载入对方的版本' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect([onOverwrite.mock.calls.length, onLoadTheirs.mock.calls.length, onCancel.mock.calls.length]).toEqual([1, 1, 1]);
  }, TEST_TIMEOUT);

  it('a revision fills the editor with its title, text and settings of the same kind only', () => {
    const base = { ...emptyDraft(), article_title: '现在', category_name: '随笔' };
    const next = draftFromRevision(base, { title: '当时', article_content: '当时的正文', settings: { category_name: '读书', tag_names: ['甲'], status: 'oops', unknown: 1 } });
    expect(next).toEqual({ ...base, article_title: '当时', article_content: '当时的正文', category_name: '读书', tag_names: ['甲'] });
  });
});
