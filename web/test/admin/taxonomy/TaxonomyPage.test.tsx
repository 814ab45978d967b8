import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { TAXONOMY_IN_USE_CODE } from '@blog/contract';
import { httpClient } from '@/lib/http';
import { feedback } from '@/lib/feedback';
import { nameProblem } from '@/admin/taxonomy/nameRule';
import { TaxonomyPage } from '@/admin/taxonomy/TaxonomyPage';
import { installDomPolyfills } from '../../features/article/domPolyfills';

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** A fake server: answers by method and path, remembers what was sent. */
function fakeServer(answer: (request: Sent) => { code: number; message: string; result: unknown }) {
  const sent: Sent[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request = { method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', body: config.data ? JSON.parse(config.data as string) : undefined };
    sent.push(request);
    return { status: 200, statusText: 'OK', headers: {}, config, data: answer(request) } as AxiosResponse;
  };
  return { adapter, sent };
}

/** antd tables render slowly in jsdom on a busy 2-core machine. */
const SLOW = { timeout: 8000 };

const ok = (result: unknown, message = '成功') => ({ code: 0, message, result });
const page = (list: unknown[]) => ok({ current: 1, size: 20, total: list.length, list });

const NOTES = { id: 1, category_name: '笔记', articleCount: 3, createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z' };
const LIFE = { id: 2, category_name: '生活', articleCount: 0, createdAt: '2024-01-02T00:00:00.000Z', updatedAt: '2024-01-02T00:00:00.000Z' };

const original = httpClient.defaults.adapter;
beforeAll(installDomPolyfills);
beforeEach(() => {
  vi.spyOn(feedback.message, 'success').mockImplementation(() => undefined as never);
  vi.spyOn(feedback.message, 'error').mockImplementation(() => undefined as never);
});
afterEach(() => {
  httpClient.defaults.adapter = original;
  vi.restoreAllMocks();
});

describe('name rule', () => {
  it('uses the server schema: trimmed, required, at most 32 characters, words of the kind', () => {
    expect(nameProblem('category', '  ')).toBe('请输入分类名');
    expect(nameProblem('tag', '长'.repeat(33))).toBe('标签名不能超过 32 个字');
    expect(nameProblem('tag', ' React ')).toBeNull();
  });
});

describe('TaxonomyPage', () => {
  it('lists rows with their article counts and searches by name', async () => {
    const server = fakeServer(({ body }) => {
      const name = (body as { category_name?: string }).category_name;
      return page(name ? [NOTES] : [NOTES, LIFE]);
    });
    httpClient.defaults.adapter = server.adapter;
    render(<TaxonomyPage kind="category" />);
    const row = (await screen.findByText('笔记', undefined, SLOW)).closest('tr')!;
    expect(within(row).getByText('3')).toBeTruthy();
    expect(screen.getByText('生活')).toBeTruthy();

    const search = screen.getByLabelText('按分类名搜索');
    fireEvent.change(search, { target: { value: ' 笔 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByText('生活')).toBeNull());
    expect(server.sent.at(-1)).toMatchObject({ method: 'POST', url: '/api/category/getCategoryList', body: { current: 1, category_name: '笔' } });
  });

  it('adds a tag with the trimmed name and says 保存成功', async () => {
    const server = fakeServer(({ url }) => (url.endsWith('/add') ? ok({ id: 9, tag_name: 'Vue' }, '保存成功') : page([])));
    httpClient.defaults.adapter = server.adapter;
    render(<TaxonomyPage kind="tag" />);
    expect(await screen.findByText('还没有标签，在上面添加一个吧', undefined, SLOW)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('新标签名'), { target: { value: '  Vue ' } });
    fireEvent.click(screen.getByRole('button', { name: /添加/ }));
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('保存成功'));
    expect(server.sent.find((r) => r.url === '/api/tag/add')?.body).toEqual({ tag_name: 'Vue' });
  });

  it('refuses a bad name in the form without calling the server', async () => {
    const server = fakeServer(() => page([]));
    httpClient.defaults.adapter = server.adapter;
    render(<TaxonomyPage kind="tag" />);
    await screen.findByText('还没有标签，在上面添加一个吧', undefined, SLOW);
    fireEvent.change(screen.getByLabelText('新标签名'), { target: { value: '长'.repeat(33) } });
    fireEvent.click(screen.getByRole('button', { name: /添加/ }));
    expect(await screen.findByText('标签名不能超过 32 个字', undefined, SLOW)).toBeTruthy();
    expect(server.sent.some((r) => r.url === '/api/tag/add')).toBe(false);
  });

  it('offers to move the articles when the delete is refused, then deletes with move_to_id', { timeout: 60_000 }, async () => {
    let deleted = false;
    const server = fakeServer(({ method, url, body }) => {
      if (url === '/api/category/getCategoryDictionary') return ok([{ id: 1, category_name: '笔记', articleCount: 1 }, { id: 2, category_name: '生活', articleCount: 0 }]);
      if (method === 'PUT' && url === '/api/category/delete') {
        if ((body as { move_to_id?: number }).move_to_id === undefined) return { code: TAXONOMY_IN_USE_CODE, message: '该分类下还有 3 篇文章，请先把它们移到其他分类', result: null };
        deleted = true;
        return ok({ moved: 3 }, '已把 3 篇文章移到新的分类，并删除了原分类');
      }
      return page(deleted ? [LIFE] : [NOTES, LIFE]);
    });
    httpClient.defaults.adapter = server.adapter;
    render(<TaxonomyPage kind="category" />);
    fireEvent.click(await screen.findByRole('button', { name: '删除「笔记」' }, SLOW));
    fireEvent.click(await screen.findByRole('button', { name: /^删\s?除$/ }, SLOW));

    // antd names every dialog "test-id" under test, so find it by its title text.
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByText('移动文章到…')).toBeTruthy();
    expect(within(dialog).getByText('该分类下还有 3 篇文章，请先把它们移到其他分类')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: /移动并删除/ });
    expect(confirm.hasAttribute('disabled')).toBe(true);

    // The choices leave out the category being deleted.
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option')).toBeTruthy(), SLOW);
    expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'))).toEqual(['生活']);
    fireEvent.click(document.querySelector('.ant-select-item-option[title="生活"]')!);
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    fireEvent.click(confirm);

    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('已把 3 篇文章移到新的分类，并删除了原分类'));
    expect(server.sent.filter((r) => r.url === '/api/category/delete').map((r) => r.body)).toEqual([{ id: 1 }, { id: 1, move_to_id: 2 }]);
    await waitFor(() => expect(screen.queryByText('笔记')).toBeNull());
  });
});
