import { dismissStartHint } from '@/features/music/startHint';
import { dismissWelcomeNotice } from '@/lib/feedback';

/**
 * A menu or drawer the visitor opens comes first: the passing notices at the top of the window
 * (欢迎～ at the right, where the user's submenu drops down; 左下角听听歌吧～ in the middle)
 * would lie over it for seconds.
 */
export function clearNoticesForMenu(): void {
  dismissWelcomeNotice();
  dismissStartHint();
}
