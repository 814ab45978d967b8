import { afterEach } from 'vitest';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { httpClient } from '@/lib/http';

const original = httpClient.defaults.adapter;

/** Puts the real axios adapter back after each test of the file that imports this. */
afterEach(() => {
  httpClient.defaults.adapter = original;
});

/** Answers each path with its envelope, and records the requests. */
export function serve(answers: Record<string, { code: number; message?: string; result?: unknown }>) {
  const seen: { url: string; data: unknown }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push({ url: config.url ?? '', data: config.data ? JSON.parse(String(config.data)) : undefined });
    const body = answers[config.url ?? ''] ?? { code: 0, result: null };
    return { status: 200, statusText: '', headers: {}, config, data: { message: '', ...body } } as AxiosResponse;
  };
  httpClient.defaults.adapter = adapter;
  return seen;
}
