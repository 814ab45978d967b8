import { LikeFilled, LikeOutlined } from '@ant-design/icons';
import { useRef, useState } from 'react';
import { formatCount } from '@/lib/format';
import { toastFailure } from '@/lib/http';
import { cancelLikeArticle, likeArticle } from '../api';
import styles from './LikeButton.module.css';

interface LikeButtonProps {
  articleId: number;
  liked: boolean;
  count: number;
}

/**
 * Optimistic: the count moves at once and rolls back if the server refuses. Clicks while a
 * request is in flight are ignored so a double click cannot like twice.
 */
export function LikeButton({ articleId, liked: initialLiked, count: initialCount }: LikeButtonProps) {
  const [state, setState] = useState({ liked: initialLiked, count: initialCount });
  const busy = useRef(false);

  const toggle = async () => {
    if (busy.current) return;
    busy.current = true;
    const before = state;
    const wantLiked = !before.liked;
    setState({ liked: wantLiked, count: Math.max(0, before.count + (wantLiked ? 1 : -1)) });
    try {
      const result = await (wantLiked ? likeArticle(articleId) : cancelLikeArticle(articleId));
      setState({ liked: result.liked, count: result.thumbs_up_times });
    } catch (error) {
      setState(before);
      // Refusals and server errors were already toasted by the http client; no answer at all was not.
      toastFailure(error, '点赞失败');
    } finally {
      busy.current = false;
    }
  };

  return (
    <button
      type="button"
      className={`${styles.like} ${state.liked ? styles.liked : ''}`}
      // The name is the visible text (点赞 12 / 已赞 13): a different aria-label would not match
      // what speech-input users read on the button; aria-pressed tells the state.
      aria-pressed={state.liked}
      onClick={toggle}
    >
      {state.liked ? <LikeFilled aria-hidden /> : <LikeOutlined aria-hidden />}
      <span>{state.liked ? '已赞' : '点赞'}</span>
      <span className={styles.count}>{formatCount(state.count)}</span>
    </button>
  );
}
