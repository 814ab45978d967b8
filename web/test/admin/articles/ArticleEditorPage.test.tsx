import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ARTICLE_MESSAGES } from '@blog/contract';
import { ApiError } from '@/lib/http';
import { feedback } from '@/lib/feedback';
import { emptyDraft } from '@/admin/articles/articleDraft';
import { draftKey, readLocalDraft, writeLocalDraft } from '@/admin/articles/useArticleDraft';
import { setUpConsolePageTest } from '../consolePageSetup';
import { useDesktopWidth } from './desktopWidth';

vi.mock('@/admin/articles/api', () => ({
  addArticle: vi.fn(),
  updateArticle: vi.fn(),
  titleExists: vi.fn(),
  getAdminArticle: vi.fn(),
  getCategoryChoices: vi.fn(),
  getTagChoices: vi.fn(),
}));
// The server autosave of a saved article answers here without a server (it is tested on its own).
vi.mock('@/admin/articles/revisions/revisionsApi', () => ({
  autosaveArticle: vi.fn(async () => ({ revision_id: 1, createdAt: new Date().toISOString(), stale: false })),
  getRevisions: vi.fn(async () => []),
  getRevision: vi.fn(),
  compareRevisions: vi.fn(),
  diffMarkdown: vi.fn(),
  restoreRevision: vi.fn(),
  bulkEditArticles: vi.fn(),
}));
// md-editor-rt (CodeMirror) is too heavy for jsdom; the page's own logic is what is tested here.
vi.mock('@/admin/articles/ArticleMarkdownEditor', () => ({
  default: ({ value, onChange }: { value: string; onChange: (v: string) => void }) => (
    <textarea aria-label="正文" value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const api = await import('@/admin/articles/api');
const { default: ArticleEditorPage } = await import('@/admin/articles/ArticleEditorPage');

/** antd renders slowly in jsdom on a busy 2-core machine (a CI run waited more than 10 s once). */
const SLOW = { timeout: 20_000 };
const TEST_TIMEOUT = 60_000;

function renderEditor(path = '/admin/articles/new') {
  const router = createMemoryRouter(
    [
      { path: '/admin/articles/new', element: <ArticleEditorPage /> },
      { path: '/admin/articles/:id/edit', element: <ArticleEditorPage /> },
      { path: '/admin/articles', element: <p>文章列表页</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const titleInput = () => screen.getByRole('textbox', { name: '文章标题' });
// A button's name starts with its icon's label.
const saveButton = () => screen.getByRole('button', { name: /保\s*存(草稿)?$/ });
const publishButton = () => screen.getByRole('button', { name: /发\s*布$/ });
/** The label of the chosen 文章状态 (antd marks the chosen button's wrapper). */
const chosenStatus = (group: HTMLElement) => group.querySelector('.ant-radio-button-wrapper-checked')?.textContent;

setUpConsolePageTest();
beforeEach(() => {
  vi.mocked(api.getCategoryChoices).mockResolvedValue([{ id: 1, category_name: '随笔', articleCount: 0 }]);
  vi.mocked(api.getTagChoices).mockResolvedValue([]);
  vi.mocked(api.titleExists).mockResolvedValue(false);
});

describe('ArticleEditorPage', () => {
  it('checks the contract rules before publishing and shows each message where it belongs', async () => {
    renderEditor();
    fireEvent.change(titleInput(), { target: { value: '第一篇' } });
    fireEvent.click(publishButton());
    expect(await screen.findByText(ARTICLE_MESSAGES.contentMissing, undefined, SLOW)).toBeTruthy();
    expect(screen.getByText(ARTICLE_MESSAGES.categoryMissing)).toBeTruthy();
    expect(api.addArticle).not.toHaveBeenCalled();
  }, TEST_TIMEOUT);

  it('a new article is a draft: 保存草稿 keeps it off the site (no status to pick first)', async () => {
    useDesktopWidth();
    renderEditor();
    const status = screen.getByRole('radiogroup', { name: '文章状态' });
    expect(chosenStatus(status)).toBe('草稿');
    expect(saveButton().textContent?.replace(/\s/g, '')).toBe('保存草稿');
    expect(publishButton()).toBeTruthy();
  }, TEST_TIMEOUT);

  it('发布 saves the article as 公开, says 发布成功, and then only 保存 is left', async () => {
    useDesktopWidth();
    vi.mocked(api.addArticle).mockResolvedValue({ id: 12, slug: 'xin-wen-zhang' });
    renderEditor();
    fireEvent.change(titleInput(), { target: { value: '写好了' } });
    fireEvent.change(screen.getByRole('textbox', { name: '正文' }), { target: { value: '正文写完了' } });
    fireEvent.mouseDown(screen.getByLabelText('分类'));
    fireEvent.click(await screen.findByTitle('随笔', undefined, SLOW));
    fireEvent.click(publishButton());

    await waitFor(() => expect(api.addArticle).toHaveBeenCalledTimes(1), SLOW);
    expect(api.addArticle).toHaveBeenCalledWith(expect.objectContaining({ article_title: '写好了', category_name: '随笔', status: 1 }));
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('发布成功'), SLOW);
    await waitFor(() => expect(screen.queryByRole('button', { name: /发\s*布$/ })).toBeNull(), SLOW);
    expect(saveButton().textContent?.replace(/\s/g, '')).toBe('保存');
    expect(chosenStatus(screen.getByRole('radiogroup', { name: '文章状态' }))).toBe('公开');
  }, TEST_TIMEOUT);

  it('saves a new draft, says 保存成功, moves to its edit address and forgets the local copy', async () => {
    useDesktopWidth();
    vi.mocked(api.addArticle).mockResolvedValue({ id: 9, slug: 'xiang-fa' });
    const router = renderEditor();
    fireEvent.change(titleInput(), { target: { value: ' 想法 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: '正文' }), { target: { value: '还没想好' } });
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });

    await waitFor(() => expect(api.addArticle).toHaveBeenCalledTimes(1), SLOW);
    expect(api.addArticle).toHaveBeenCalledWith({ ...emptyDraft(), article_title: '想法', article_content: '还没想好', status: 3 });
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('保存成功'), SLOW);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/articles/9/edit'), SLOW);
    expect(readLocalDraft(draftKey(null))).toBeNull();
    // The same editor stays: what was typed is still there, and saving again updates article 9.
    expect((titleInput() as HTMLInputElement).value).toBe('想法');
    vi.mocked(api.updateArticle).mockResolvedValue({ id: 9, slug: 'xiang-fa' });
    fireEvent.click(saveButton());
    await waitFor(() => expect(api.updateArticle).toHaveBeenCalledWith(expect.objectContaining({ id: 9, article_title: '想法' })), SLOW);
    expect(api.addArticle).toHaveBeenCalledTimes(1);
  }, TEST_TIMEOUT);

  it('keeps the server refusal of a duplicate title under the title', async () => {
    vi.mocked(api.addArticle).mockRejectedValue(new ApiError(ARTICLE_MESSAGES.titleTaken, 200, 100, true));
    renderEditor();
    fireEvent.change(titleInput(), { target: { value: '重名' } });
    // A phone: the settings are in a drawer.
    fireEvent.click(screen.getByRole('button', { name: /设\s*置/ }));
    fireEvent.click(within(await screen.findByRole('radiogroup', { name: '文章状态' }, SLOW)).getByText('草稿'));
    fireEvent.click(saveButton());
    expect(await screen.findByText(ARTICLE_MESSAGES.titleTaken, undefined, SLOW)).toBeTruthy();
    // Already toasted by the http client as a 温馨提示: no second toast.
    expect(feedback.message.error).not.toHaveBeenCalled();
  }, TEST_TIMEOUT);

  it('warns on leaving the title when another article has it', async () => {
    vi.mocked(api.titleExists).mockResolvedValue(true);
    renderEditor();
    fireEvent.change(titleInput(), { target: { value: '已有的标题' } });
    fireEvent.blur(titleInput());
    expect(await screen.findByText('已存在同名文章', undefined, SLOW)).toBeTruthy();
    expect(api.titleExists).toHaveBeenCalledWith('已有的标题', undefined);
  }, TEST_TIMEOUT);

  it('offers back a draft left in this browser, and fills the editor with it on 恢复草稿', async () => {
    writeLocalDraft(draftKey(null), { savedAt: Date.now(), values: { ...emptyDraft(), article_title: '没保存的标题', article_content: '没保存的正文' } });
    renderEditor();
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    expect(within(dialog).getByText(/^发现未保存的草稿（保存于 \d\d:\d\d:\d\d）$/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '恢复草稿' }));
    await waitFor(() => expect((titleInput() as HTMLInputElement).value).toBe('没保存的标题'), SLOW);
    expect((screen.getByRole('textbox', { name: '正文' }) as HTMLTextAreaElement).value).toBe('没保存的正文');
  }, TEST_TIMEOUT);

  it('asks before leaving with unsaved changes', async () => {
    const router = renderEditor();
    fireEvent.change(titleInput(), { target: { value: '写了一半' } });
    fireEvent.click(screen.getByRole('link', { name: '返回文章列表' }));
    const dialog = await screen.findByRole('dialog', { name: '有未保存的修改，确定离开吗？' }, SLOW);
    expect(router.state.location.pathname).toBe('/admin/articles/new');
    fireEvent.click(within(dialog).getByRole('button', { name: /离\s*开/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/articles'), SLOW);
    // Leaving keeps the words in this browser for next time.
    expect(readLocalDraft(draftKey(null))?.values.article_title).toBe('写了一半');
  }, TEST_TIMEOUT);
});
