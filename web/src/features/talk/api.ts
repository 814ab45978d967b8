import { API_CODE, type PageResult, type TalkItem } from '@blog/contract';
import { http } from '@/lib/http';

export async function getTalkList(current: number, size: number): Promise<PageResult<TalkItem>> {
  const res = await http.post<PageResult<TalkItem>>('/api/talk/blogGetTalkList', { current, size });
  if (res.code !== API_CODE.success) throw new Error(res.message || '说说加载失败');
  return res.result;
}

/**
 * One post for a shared `/talk?id=` link. A missing or private post answers null without the
 * 温馨提示 toast: the page says so in place, next to the list.
 */
export async function getTalkById(id: number): Promise<TalkItem | null> {
  const res = await http.get<TalkItem>(`/api/talk/getTalkById/${id}`, { skipBusinessToast: true });
  if (res.code === API_CODE.warning) return null;
  if (res.code !== API_CODE.success) throw new Error(res.message || '说说加载失败');
  return res.result;
}
