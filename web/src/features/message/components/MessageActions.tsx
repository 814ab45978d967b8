import { useState } from 'react';
import { Button, Popconfirm } from 'antd';
import { DeleteOutlined, EditOutlined, MessageOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { API_CODE, LIKE_TYPE, USER_ROLE, type MessageItem } from '@blog/contract';
import { LikeButton } from '@/features/like/LikeButton';
import { selectLoggedIn, useUserStore } from '@/features/user/userStore';
import { feedback } from '@/lib/feedback';
import { formatCount } from '@/lib/format';
import { toastFailure } from '@/lib/http';
import { deleteMessage } from '../api';
import { messageDetailPath, messageEditPath } from '../paths';
import styles from './MessageActions.module.css';

export interface MessageActionsProps {
  message: MessageItem;
  /** After a successful delete; the list drops the entry, the detail page leaves. */
  onDeleted?: (id: number) => void;
  /** The detail page shows the comments below: no link to itself. */
  showCommentLink?: boolean;
}

/** Like, comment count (to the detail page), and for the author edit and delete (the admin may delete too). */
export function MessageActions({ message, onDeleted, showCommentLink = true }: MessageActionsProps) {
  const loggedIn = useUserStore(selectLoggedIn);
  const me = useUserStore((s) => s.userInfo);
  const [deleting, setDeleting] = useState(false);
  const mine = loggedIn && !!me && message.user_id === me.id;
  const canDelete = mine || (loggedIn && me?.role === USER_ROLE.admin);

  const remove = async () => {
    setDeleting(true);
    try {
      const res = await deleteMessage(message.id);
      if (res.code !== API_CODE.success) throw new Error(res.message);
      feedback.message.success('删除成功');
      onDeleted?.(message.id);
    } catch (error) {
      toastFailure(error, '删除失败');
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <LikeButton type={LIKE_TYPE.message} forId={message.id} count={message.like_times} liked={message.is_like} />
      {showCommentLink ? (
        <Link className={styles.action} to={messageDetailPath(message.id)} aria-label={`评论 ${message.comment_total} 条，查看详情`}>
          <MessageOutlined aria-hidden />
          <span>{formatCount(message.comment_total)}</span>
        </Link>
      ) : null}
      {mine ? (
        <Link className={styles.action} to={messageEditPath(message.id)}>
          <EditOutlined aria-hidden />
          <span>编辑</span>
        </Link>
      ) : null}
      {canDelete ? (
        <Popconfirm title="确定删除这条留言吗？" description="它的评论也会一起删除" okText="删除" cancelText="取消" okButtonProps={{ danger: true }} onConfirm={remove}>
          <Button className={styles.delete} type="text" size="small" danger icon={<DeleteOutlined aria-hidden />} loading={deleting}>
            删除
          </Button>
        </Popconfirm>
      ) : null}
    </>
  );
}
