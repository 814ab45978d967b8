import type { DemoPreview, DemoRemoval } from '@blog/contract';
import { http, resultOf } from '@/lib/http';

/** What 移除演示内容 would remove now (the seed's ledger). */
export async function getDemoPreview(): Promise<DemoPreview> {
  return resultOf(await http.get<DemoPreview>('/api/demo/preview'));
}

/** Removes the listed demo content in one transaction. */
export async function removeDemoContent(): Promise<DemoRemoval> {
  return resultOf(await http.post<DemoRemoval>('/api/demo/remove', {}));
}
