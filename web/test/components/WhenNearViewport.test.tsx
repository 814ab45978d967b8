import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearViewport } from '@/components/WhenNearViewport';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = undefined;
});

describe('WhenNearViewport', () => {
  it('shows the placeholder until the observer reports it near, then the content', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<WhenNearViewport placeholder={<p>占位</p>} margin="300px 0px"><p>评论内容</p></WhenNearViewport>);
    expect(screen.getByText('占位')).toBeTruthy();
    expect(screen.queryByText('评论内容')).toBeNull();
    const observer = FakeObserver.last!;
    expect(observer.options.rootMargin).toBe('300px 0px');
    expect(observer.observed).toHaveLength(1);

    act(() => observer.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('评论内容')).toBeNull();

    act(() => observer.callback([{ isIntersecting: true }]));
    expect(screen.getByText('评论内容')).toBeTruthy();
    expect(screen.queryByText('占位')).toBeNull();
    expect(observer.disconnected).toBe(true);
  });

  it('mounts the content at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<WhenNearViewport placeholder={<p>占位</p>}><p>评论内容</p></WhenNearViewport>);
    expect(screen.getByText('评论内容')).toBeTruthy();
  });
});
