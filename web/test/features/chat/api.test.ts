import { afterEach, describe, expect, it } from 'vitest';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { httpClient, setTokenProvider } from '@/lib/http';
import { getChatList, getChatListAfter, uploadChatImage } from '@/features/chat/api';

const original = httpClient.defaults.adapter;
afterEach(() => {
  httpClient.defaults.adapter = original;
  setTokenProvider(() => null);
});

function capture(result: unknown): InternalAxiosRequestConfig[] {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { status: 200, statusText: '', headers: {}, config, data: { code: 0, message: '', result } } as AxiosResponse;
  };
  httpClient.defaults.adapter = adapter;
  return seen;
}

describe('chat api', () => {
  it('pages history with size 10; the newest page asks with an empty last_id, as the original client does', async () => {
    const seen = capture({ list: [] });
    await getChatList();
    await getChatList(42);
    expect(JSON.parse(String(seen[0]?.data))).toEqual({ size: 10, last_id: '' });
    expect(JSON.parse(String(seen[1]?.data))).toEqual({ size: 10, last_id: 42 });
    expect(seen[0]?.url).toBe('/api/chat/getChatList');
  });

  it('catches up after a reconnect with after_id, 50 at a time (never sent by the original client)', async () => {
    const seen = capture({ list: [] });
    await getChatListAfter(42);
    expect(JSON.parse(String(seen[0]?.data))).toEqual({ size: 50, after_id: 42 });
  });

  it('uploads the image as multipart `file` with the Authorization header', async () => {
    setTokenProvider(() => 'tok');
    const seen = capture({ url: '/img/a.webp' });
    await expect(uploadChatImage(new Blob(['x']), 'a.png')).resolves.toBe('/img/a.webp');
    const config = seen[0];
    expect(config?.url).toBe('/api/upload/img');
    expect(config?.headers.get('Authorization')).toBe('Bearer tok');
    expect(config?.data).toBeInstanceOf(FormData);
    expect((config?.data as FormData).get('file')).toBeTruthy();
  });
});
