import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BootShellRelease, releaseContentShell } from '@/lib/bootShell';
import { beginLoading } from '@/lib/loading';

/** The element the server writes before #root (server/src/platform/bootShell.ts). */
function addShell(path: string, kind: 'decoration' | 'content' = 'decoration'): void {
  const shell = document.createElement('div');
  shell.id = 'boot-shell';
  shell.className = kind === 'content' ? 'boot-shell boot-shell--content' : 'boot-shell';
  shell.dataset.path = path;
  document.body.append(shell);
}

const shellPresent = () => document.getElementById('boot-shell') !== null;

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <BootShellRelease /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  document.getElementById('boot-shell')?.remove();
  vi.useRealTimers();
});

describe('服务器渲染的首屏交给 React 页面', () => {
  it('页面渲染完且没有在加载的数据时移除', () => {
    addShell('/home');
    renderAt('/home');
    expect(shellPresent()).toBe(false);
  });

  it('页面数据加载期间保留（遮住「加载中」），加载结束后移除', () => {
    addShell('/article');
    const end = beginLoading();
    renderAt('/article');
    expect(shellPresent()).toBe(true);
    act(() => end());
    expect(shellPresent()).toBe(false);
  });

  it('加载一直不结束时，最多保留 2 秒', () => {
    vi.useFakeTimers();
    addShell('/article');
    const end = beginLoading();
    renderAt('/article');
    act(() => vi.advanceTimersByTime(1900));
    expect(shellPresent()).toBe(true);
    act(() => vi.advanceTimersByTime(200));
    expect(shellPresent()).toBe(false);
    end();
  });

  it('带正文的首屏（文章）留到页面说它的正文已画好，最多 10 秒', () => {
    vi.useFakeTimers();
    addShell('/article', 'content');
    renderAt('/article');
    // Nothing is loading, yet the article's reader has not drawn the text: the shell stays.
    expect(shellPresent()).toBe(true);
    act(() => releaseContentShell());
    expect(shellPresent()).toBe(false);

    addShell('/article', 'content');
    renderAt('/article');
    act(() => vi.advanceTimersByTime(9900));
    expect(shellPresent()).toBe(true);
    act(() => vi.advanceTimersByTime(200));
    expect(shellPresent()).toBe(false);
  });

  it('只装饰的首屏不由文章阅读器移除', () => {
    addShell('/home');
    const end = beginLoading();
    renderAt('/home');
    releaseContentShell();
    expect(shellPresent()).toBe(true);
    act(() => end());
  });

  it('访客已经去了别的页面时立即移除；/ 等它跳转到首页', async () => {
    addShell('/home');
    const end = beginLoading();
    const router = renderAt('/');
    expect(shellPresent()).toBe(true);
    await act(() => router.navigate('/archives'));
    expect(shellPresent()).toBe(false);
    end();
  });
});
