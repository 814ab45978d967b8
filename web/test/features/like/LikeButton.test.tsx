import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { LIKE_TYPE, VISITOR_KEY_HEADER, type LikeState } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { httpClient } from '@/lib/http';
import { LikeButton } from '@/features/like/LikeButton';

/** A fake server behind the real http client: each call waits until the test answers it. */
interface Pending {
  url: string;
  body: unknown;
  headers: InternalAxiosRequestConfig['headers'];
  answer(status: number, envelope: { code: number; message: string; result: unknown }): void;
}
const pending: Pending[] = [];
const adapter: AxiosAdapter = (config) =>
  new Promise((resolve, reject) => {
    pending.push({
      url: String(config.url),
      body: config.data ? JSON.parse(String(config.data)) : undefined,
      headers: config.headers,
      answer(status, data) {
        const response = { status, statusText: '', headers: {}, config, data } as AxiosResponse;
        if (status >= 400) reject(Object.assign(new Error(`HTTP ${status}`), { isAxiosError: true, response, config }));
        else resolve(response);
      },
    });
  });

const ok = (result: LikeState) => ({ code: 0, message: '', result });
const original = httpClient.defaults.adapter;

beforeEach(() => {
  pending.length = 0;
  httpClient.defaults.adapter = adapter;
  vi.spyOn(feedback.message, 'error').mockImplementation(() => undefined as never);
  vi.spyOn(feedback.notification, 'warning').mockImplementation(() => undefined);
});
afterEach(() => {
  httpClient.defaults.adapter = original;
  vi.restoreAllMocks();
});

const button = () => screen.getByRole('button');
/** The client sends asynchronously (interceptors): wait for the n-th call to reach the fake server. */
async function request(n: number): Promise<Pending> {
  await waitFor(() => expect(pending.length).toBeGreaterThan(n));
  return pending[n]!;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('LikeButton', () => {
  it('shows the formatted count and the state it was given, without asking the server', async () => {
    render(<LikeButton type={LIKE_TYPE.talk} forId={7} count={1234} liked={false} />);
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(button().getAttribute('aria-label')).toBe('点赞');
    expect(button().textContent).toBe('1.2k');
    await settle();
    expect(pending).toHaveLength(0);
  });

  it('moves at once on click, then shows what the server says; a second click while waiting is ignored', async () => {
    render(<LikeButton type={LIKE_TYPE.comment} forId={3} count={4} liked={false} />);
    fireEvent.click(button());
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(button().getAttribute('aria-label')).toBe('取消点赞');
    expect(button().textContent).toBe('5');
    expect(await request(0)).toMatchObject({ url: '/api/like/addLike', body: { type: 4, for_id: 3 } });
    fireEvent.click(button());
    await settle();
    expect(pending).toHaveLength(1);
    // The visitor key travels with every call, so guests are counted once each.
    expect(String(pending[0]!.headers[VISITOR_KEY_HEADER]).length).toBeGreaterThanOrEqual(8);

    await act(async () => pending[0]!.answer(200, ok({ liked: true, count: 9 })));
    expect(button().textContent).toBe('9');

    fireEvent.click(button());
    expect(button().textContent).toBe('8');
    expect(await request(1)).toMatchObject({ url: '/api/like/cancelLike', body: { type: 4, for_id: 3 } });
    await act(async () => pending[1]!.answer(200, ok({ liked: false, count: 8 })));
    expect(button().getAttribute('aria-pressed')).toBe('false');
  });

  it('rolls back when the server refuses; a refusal is toasted once by the http client, a 400 here', async () => {
    render(<LikeButton type={LIKE_TYPE.message} forId={5} count={2} liked={false} />);
    fireEvent.click(button());
    const refused = await request(0);
    await act(async () => refused.answer(200, { code: 100, message: '留言不存在或已被删除', result: null }));
    expect(button().textContent).toBe('2');
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(feedback.notification.warning).toHaveBeenCalledTimes(1);
    expect(feedback.message.error).not.toHaveBeenCalled();

    fireEvent.click(button());
    const bad = await request(1);
    await act(async () => bad.answer(400, { code: 400, message: '无法识别访客身份', result: null }));
    expect(button().textContent).toBe('2');
    expect(feedback.message.error).toHaveBeenCalledWith('无法识别访客身份');
  });

  it('asks the server whether it is liked when not told, quietly', async () => {
    render(<LikeButton type={LIKE_TYPE.article} forId={11} count={0} />);
    expect(await request(0)).toMatchObject({ url: '/api/like/getIsLikeByIdAndType', body: { type: 1, for_id: 11 } });
    await act(async () => pending[0]!.answer(200, ok({ liked: true, count: 6 })));
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));
    expect(button().textContent).toBe('6');
  });

  it('takes new props (another item) as its new state', async () => {
    const { rerender } = render(<LikeButton type={LIKE_TYPE.talk} forId={1} count={3} liked />);
    rerender(<LikeButton type={LIKE_TYPE.talk} forId={2} count={10} liked={false} />);
    expect(button().textContent).toBe('10');
    expect(button().getAttribute('aria-pressed')).toBe('false');
  });
});
