import { Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { COMMENT_TEXT, GUEST_COMMENT_TEXT, USER_ROLE, type CommentItem, type CommentType } from '@blog/contract';
import { useSiteStore } from '@/features/site/siteStore';
import { withCaptcha } from '@/features/captcha/withCaptcha';
import type { GuestWrite } from './api';
import { GuestFields } from './GuestFields';
import { guestProfileProblem, loadGuestProfile, saveGuestProfile, type GuestProfile } from './guestProfile';
import { openLoginDialog } from '@/features/auth/session';
import { selectLoggedIn, useUserStore } from '@/features/user/userStore';
import { feedback } from '@/lib/feedback';
import { toastFailure } from '@/lib/http';
import { formatCount } from '@/lib/format';
import { CommentCard } from './CommentCard';
import { CommentEditor } from './CommentEditor';
import { hasMoreParents, hasMoreReplies, hiddenReplyCount, type ThreadEntry } from './commentThread';
import { useCommentThread } from './useCommentThread';
import styles from './CommentSection.module.css';

export interface CommentSectionProps {
  /** COMMENT_TYPE: 1 article, 2 talk, 3 guestbook entry. */
  type: CommentType;
  forId: number;
  /** Heading; 评论 by default. */
  title?: string;
}

interface ReplyTarget {
  parentId: number;
  replyId: number;
  nickName: string;
}

function ListSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="评论加载中">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} avatar active title={false} paragraph={{ rows: 2 }} />
      ))}
    </div>
  );
}

/**
 * Comments of an article, talk post or guestbook entry: total, editor (logged-in only), top-level
 * comments newest first with 加载更多, replies oldest first with 查看更多回复, like, reply, delete.
 */
export function CommentSection({ type, forId, title = '评论' }: CommentSectionProps) {
  const loggedIn = useUserStore(selectLoggedIn);
  const me = useUserStore((s) => s.userInfo);
  const viewerKey = loggedIn && me ? `u${me.id}` : 'guest';
  const { thread, status, loadingMore, retry, loadMore, loadReplies, add, reply, remove } = useCommentThread(type, forId, viewerKey);
  const [replying, setReplying] = useState<ReplyTarget | null>(null);

  const guestsWelcome = useSiteStore((s) => s.config?.guest_comment_enabled === 1);
  const guestCaptcha = useSiteStore((s) => s.config?.captcha_guest_comment !== 0);
  const guestReview = useSiteStore((s) => s.config?.guest_comment_review !== 0);
  const asGuest = !loggedIn && guestsWelcome;
  const [guest, setGuest] = useState<GuestProfile>(loadGuestProfile);
  const changeGuest = (profile: GuestProfile) => {
    setGuest(profile);
    saveGuestProfile(profile);
  };

  /** A guest's fields for one write, with a freshly solved captcha; undefined for a logged-in user. */
  const guestWrite = async (): Promise<GuestWrite | undefined> => {
    if (!asGuest) return undefined;
    const problem = guestProfileProblem(guest);
    if (problem) {
      feedback.message.warning(problem);
      throw new Error(problem);
    }
    const fields = { guest_name: guest.name.trim(), guest_email: guest.email.trim(), guest_url: guest.url.trim() };
    // The solver loads only when a guest sends: nobody else pays for it.
    try {
      return await withCaptcha(guestCaptcha, fields);
    } catch (error) {
      feedback.message.error(error instanceof Error ? error.message : '人机验证失败，请重试');
      throw error;
    }
  };
  const sentMessage = (comment: CommentItem, done: string) => (comment.pending ? GUEST_COMMENT_TEXT.pending : done);

  const isAdmin = loggedIn && me?.role === USER_ROLE.admin;
  const canDelete = (comment: CommentItem) => loggedIn && !!me && (isAdmin || comment.from_id === me.id);

  const startReply = (target: ReplyTarget) => {
    if (!loggedIn && !guestsWelcome) {
      openLoginDialog();
      return;
    }
    setReplying((current) => (current && current.replyId === target.replyId ? null : target));
  };

  const submitComment = async (content: string) => {
    const extra = await guestWrite();
    try {
      const comment = await add(content, extra);
      feedback.message.success(sentMessage(comment, COMMENT_TEXT.added));
    } catch (error) {
      toastFailure(error, '评论失败');
      throw error;
    }
  };

  const submitReply = async (target: ReplyTarget, content: string) => {
    const extra = await guestWrite();
    try {
      const comment = await reply(target.parentId, target.replyId, content, extra);
      feedback.message.success(sentMessage(comment, COMMENT_TEXT.replied));
      setReplying(null);
    } catch (error) {
      toastFailure(error, '回复失败');
      throw error;
    }
  };

  const removeComment = async (id: number, parentId: number) => {
    try {
      await remove(id, parentId);
      feedback.message.success(COMMENT_TEXT.deleted);
      if (replying && (replying.replyId === id || replying.parentId === id)) setReplying(null);
    } catch (error) {
      toastFailure(error, '删除失败');
    }
  };

  const replyEditor = (target: ReplyTarget) =>
    replying && replying.replyId === target.replyId ? (
      <CommentEditor
        key={target.replyId}
        placeholder={`回复 @${target.nickName}`}
        submitText="回复"
        autoFocus
        onSubmit={(content) => submitReply(target, content)}
        onCancel={() => setReplying(null)}
      />
    ) : null;

  const renderThread = (entry: ThreadEntry) => {
    const parentTarget = { parentId: entry.id, replyId: entry.id, nickName: entry.from_name };
    return (
      <li key={entry.id} className={styles.item}>
        <CommentCard
          comment={entry}
          isReply={false}
          canDelete={canDelete(entry)}
          replyCount={entry.reply_count}
          onReply={() => startReply(parentTarget)}
          onDelete={() => removeComment(entry.id, 0)}
        >
          {replyEditor(parentTarget)}
          {entry.replies.length > 0 ? (
            <ul className={styles.replies} aria-label="回复">
              {entry.replies.map((r) => {
                const target = { parentId: entry.id, replyId: r.id, nickName: r.from_name };
                return (
                  <li key={r.id}>
                    <CommentCard
                      comment={r}
                      isReply
                      canDelete={canDelete(r)}
                      onReply={() => startReply(target)}
                      onDelete={() => removeComment(r.id, entry.id)}
                    >
                      {replyEditor(target)}
                    </CommentCard>
                  </li>
                );
              })}
            </ul>
          ) : null}
          {hasMoreReplies(entry) ? (
            <button type="button" className={styles.moreReplies} disabled={entry.loadingReplies} onClick={() => void loadReplies(entry.id)}>
              {entry.loadingReplies ? '加载中…' : `查看更多回复（${hiddenReplyCount(entry)}）`}
            </button>
          ) : null}
        </CommentCard>
      </li>
    );
  };

  return (
    <section className={styles.section} aria-labelledby={`comments-${type}-${forId}`}>
      <h2 id={`comments-${type}-${forId}`} className={styles.heading}>
        {title}
        {status === 'ready' ? <span className={styles.total}>{formatCount(thread.total)}</span> : null}
      </h2>

      {asGuest ? <GuestFields value={guest} onChange={changeGuest} onLogin={openLoginDialog} review={guestReview} /> : null}
      {loggedIn || asGuest ? (
        <CommentEditor placeholder="说点什么吧…" submitText="发表评论" onSubmit={submitComment} />
      ) : (
        <button type="button" className={styles.loginPrompt} onClick={openLoginDialog}>
          登录后发表评论
        </button>
      )}

      {status === 'loading' ? <ListSkeleton /> : null}
      {status === 'failed' ? (
        <div className={styles.failed} role="alert">
          评论加载失败
          <Button size="small" onClick={retry}>
            重试
          </Button>
        </div>
      ) : null}
      {status === 'ready' && thread.parents.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无评论，快来抢沙发吧" /> : null}
      {status === 'ready' && thread.parents.length > 0 ? <ul className={styles.list}>{thread.parents.map(renderThread)}</ul> : null}
      {status === 'ready' && hasMoreParents(thread) ? (
        <div className={styles.loadMore}>
          <Button onClick={() => void loadMore()} loading={loadingMore}>
            加载更多
          </Button>
        </div>
      ) : null}
    </section>
  );
}
