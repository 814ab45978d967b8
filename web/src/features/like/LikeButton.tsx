import { LikeFilled, LikeOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import type { LikeState, LikeType } from '@blog/contract';
import { toastFailure } from '@/lib/http';
import { formatCount } from '@/lib/format';
import { addLike, cancelLike, getLikeState } from './api';
import { optimisticToggle } from './likeToggle';
import styles from './LikeButton.module.css';

export interface LikeButtonProps {
  /** LIKE_TYPE: 1 article, 2 talk, 3 guestbook entry, 4 comment. */
  type: LikeType;
  forId: number;
  count: number;
  /** Whether the visitor already likes it; when left out the button asks the server itself. */
  liked?: boolean;
  size?: 'small' | 'default';
}

/**
 * Like toggle for any item, for users (by account) and guests (by the browser's visitor key,
 * which the http client sends). Optimistic: the count moves at once and rolls back if the server
 * refuses; clicks while a request is out are ignored, so a double click cannot like twice.
 */
export function LikeButton({ type, forId, count, liked, size = 'small' }: LikeButtonProps) {
  const [state, setState] = useState<LikeState>({ liked: liked ?? false, count });
  // New props (another item, or a list reloaded) replace what this button knew.
  const [source, setSource] = useState({ type, forId, count, liked });
  if (source.type !== type || source.forId !== forId || source.count !== count || source.liked !== liked) {
    setSource({ type, forId, count, liked });
    setState({ liked: liked ?? false, count });
  }
  const busy = useRef(false);

  useEffect(() => {
    if (liked !== undefined) return;
    let active = true;
    getLikeState({ type, for_id: forId }).then(
      (server) => {
        if (active && !busy.current) setState(server);
      },
      () => {
        // Unknown stays "not liked"; the click will tell the visitor if something is wrong.
      },
    );
    return () => {
      active = false;
    };
  }, [type, forId, liked]);

  const toggle = async () => {
    if (busy.current) return;
    busy.current = true;
    const before = state;
    const wanted = optimisticToggle(before);
    setState(wanted);
    try {
      setState(await (wanted.liked ? addLike : cancelLike)({ type, for_id: forId }));
    } catch (error) {
      setState(before);
      // Refusals and server errors were already toasted by the http client; a 400 was not.
      toastFailure(error, '点赞失败');
    } finally {
      busy.current = false;
    }
  };

  const className = [styles.button, state.liked ? styles.liked : '', size === 'default' ? styles.default : ''].filter(Boolean).join(' ');
  return (
    <button type="button" className={className} aria-pressed={state.liked} aria-label={state.liked ? '取消点赞' : '点赞'} onClick={toggle}>
      {state.liked ? <LikeFilled aria-hidden /> : <LikeOutlined aria-hidden />}
      <span className={styles.count} data-testid="like-count">
        {formatCount(state.count)}
      </span>
    </button>
  );
}
