import { API_CODE, type PageResult, type TalkItem } from '@blog/contract';
import { http, isRefusal } from '@/lib/http';

export async function getTalkList(current: number, size: number): Promise<PageResult<TalkItem>> {
  const res = await http.post<PageResult<TalkItem>>('/api/talk/blogGetTalkList', { current, size });
  if (res.code !== API_CODE.success) throw new Error(res.message || '说说加载失败');
  return res.result;
}

/**
 * One post: null when the server refuses (missing or private). A shared `/talk?id=` link tells
 * the reader with the 温馨提示 toast and in place; `quiet` is for refreshing a post already
 * shown, where a refusal needs no toast.
 */
export async function getTalkById(id: number, { quiet = false } = {}): Promise<TalkItem | null> {
  try {
    const res = await http.get<TalkItem>(`/api/talk/getTalkById/${id}`, { skipBusinessToast: quiet });
    if (res.code === API_CODE.warning) return null;
    if (res.code !== API_CODE.success) throw new Error(res.message || '说说加载失败');
    return res.result;
  } catch (error) {
    if (isRefusal(error)) return null;
    throw error;
  }
}
