import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KeepAlive, useKeepAliveActive } from '@/features/message/keepAlive/KeepAlive';
import { keptScroll } from '@/features/message/keepAlive/scrollMemory';
import { markMessageListStale } from '@/features/message/listSignal';

const LIST = '/message/list';

function Counter() {
  const [count, setCount] = useState(0);
  const active = useKeepAliveActive();
  return (
    <div>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        {`加一 ${count}`}
      </button>
      <span data-testid="active">{String(active)}</span>
    </div>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <nav>
        <Link to="/home">去首页</Link>
        <Link to={LIST}>去留言</Link>
      </nav>
      <Routes>
        <Route path="/home" element={<p>首页内容</p>} />
        <Route path={LIST} element={null} />
      </Routes>
      <KeepAlive path={LIST}>
        <Counter />
      </KeepAlive>
    </MemoryRouter>,
  );
}

/** jsdom does not scroll: the test plays the browser, moving scrollY and firing the event. */
function scrollWindowTo(top: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const scrollTo = vi.fn();
beforeEach(() => {
  keptScroll.forget(LIST);
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  scrollWindowTo(0);
});
afterEach(() => {
  scrollTo.mockReset();
});

describe('KeepAlive', () => {
  it('没去过留言页时什么都不渲染', () => {
    renderAt('/home');
    expect(screen.queryByRole('button', { name: /加一/ })).toBeNull();
    fireEvent.click(screen.getByText('去留言'));
    expect(screen.getByRole('button', { name: '加一 0' })).toBeTruthy();
  });

  it('离开后页面只是隐藏，状态还在；回来时滚动到离开时的位置', () => {
    renderAt(LIST);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });
    fireEvent.click(screen.getByRole('button', { name: '加一 0' }));
    fireEvent.click(screen.getByRole('button', { name: '加一 1' }));
    scrollWindowTo(640);

    fireEvent.click(screen.getByText('去首页'));
    expect(screen.getByText('首页内容')).toBeTruthy();
    const kept = document.querySelector(`[data-keep-alive="${LIST}"]`) as HTMLElement;
    expect(kept.style.display).toBe('none');
    expect(screen.getByTestId('active').textContent).toBe('false');
    // The other page scrolls to its top: that is not the list's position.
    scrollWindowTo(0);

    fireEvent.click(screen.getByText('去留言'));
    expect(kept.style.display).toBe('');
    expect(screen.getByRole('button', { name: '加一 2' })).toBeTruthy();
    expect(screen.getByTestId('active').textContent).toBe('true');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 640, behavior: 'instant' });
  });

  it('发布或修改后列表过期：回来时从顶部开始', () => {
    renderAt(LIST);
    scrollWindowTo(900);
    fireEvent.click(screen.getByText('去首页'));
    markMessageListStale();
    fireEvent.click(screen.getByText('去留言'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });
  });
});
