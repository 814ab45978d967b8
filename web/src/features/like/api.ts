import type { LikeState, LikeTarget } from '@blog/contract';
import { http, resultOf } from '@/lib/http';

/** Quiet: a button asking whether it is pressed must not raise a toast when the item is gone. */
export async function getLikeState(target: LikeTarget): Promise<LikeState> {
  return resultOf(await http.post<LikeState>('/api/like/getIsLikeByIdAndType', target, { skipBusinessToast: true }));
}

export async function addLike(target: LikeTarget): Promise<LikeState> {
  return resultOf(await http.post<LikeState>('/api/like/addLike', target));
}

export async function cancelLike(target: LikeTarget): Promise<LikeState> {
  return resultOf(await http.post<LikeState>('/api/like/cancelLike', target));
}
