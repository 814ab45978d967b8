import type { Song } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { useMusicStore } from '../store';

export const ADD_TOAST = '添加成功';
/** SPEC.md §9: add and empty-result toasts last 1000 ms (antd counts seconds). */
export const SHORT_TOAST_SECONDS = 1;

/** Adds to the custom list with the 添加成功 toast; a duplicate is ignored without a word. */
export function addSongToCustomList(song: Song): void {
  if (useMusicStore.getState().addToCustom(song)) {
    feedback.message.success({ content: ADD_TOAST, duration: SHORT_TOAST_SECONDS });
  }
}
