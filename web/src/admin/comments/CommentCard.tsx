import { useState } from 'react';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import LikeOutlined from '@ant-design/icons/LikeOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import { COMMENT_CONTENT_MAX, MODERATION_STATUS, type AdminCommentRow } from '@blog/contract';
import { InitialAvatar } from '@/components/InitialAvatar';
import { feedback } from '@/lib/feedback';
import { formatDateTime, toastFailure } from '../shared/format';
import { useCardAction } from '../shared/useCardAction';
import { deleteComment, replyAsBlogger, setCommentHidden } from './api';
import { PLACE_LABEL, placePath } from './placePath';
import listPage from '../shared/ListPage.module.css';
import styles from './Comments.module.css';

/** What deleting one comment takes with it, said before it happens. */
export function deleteWarning(row: Pick<AdminCommentRow, 'parent_id' | 'reply_count'>): string {
  if (row.parent_id === null && row.reply_count > 0) return `它的 ${row.reply_count} 条回复和这些评论的点赞会一起删除，不能恢复`;
  return '它的点赞会一起删除，不能恢复';
}

function ReplyBox({ row, onSent, onCancel }: { row: AdminCommentRow; onSent: () => void; onCancel: () => void }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!text.trim()) {
      feedback.message.warning('请输入回复内容');
      return;
    }
    setSending(true);
    try {
      await replyAsBlogger(row.id, text.trim());
      feedback.message.success('回复成功');
      onSent();
    } catch (error) {
      toastFailure(error, '回复失败');
    } finally {
      setSending(false);
    }
  };
  return (
    <div className={styles.replyBox}>
      <Input.TextArea
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={`以博主身份回复 @${row.guest_name || row.from_user.nick_name}`}
        aria-label={`回复 ${row.guest_name || row.from_user.nick_name}`}
        maxLength={COMMENT_CONTENT_MAX}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
      />
      <div className={styles.replyActions}>
        <Button size="small" onClick={onCancel}>
          取消
        </Button>
        <Button size="small" type="primary" loading={sending} onClick={() => void send()}>
          发送回复
        </Button>
      </div>
    </div>
  );
}

interface CommentCardProps {
  row: AdminCommentRow;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  onChanged: () => void;
}

/** One comment of the queue: who, what, where (opens on the site), when, its state and what the blogger can do. */
export function CommentCard({ row, selected, onSelect, onChanged }: CommentCardProps) {
  const [busy, run] = useCardAction<'status' | 'delete'>(onChanged);
  const [replying, setReplying] = useState(false);
  const hidden = row.status === MODERATION_STATUS.hidden;
  const pending = row.status === MODERATION_STATUS.pending;
  const guest = row.guest_name !== '';
  const name = guest ? row.guest_name : row.from_user.nick_name;

  return (
    <li className={hidden ? `${listPage.card} ${styles.hiddenCard}` : listPage.card} data-comment-id={row.id}>
      <div className={styles.head}>
        <Checkbox checked={selected} onChange={(event) => onSelect(event.target.checked)} aria-label={`选择 ${name} 的评论`} />
        <InitialAvatar src={guest ? '' : row.from_user.avatar} name={name} size={32} />
        <div className={styles.who}>
          <span className={styles.nick}>{name || '（无昵称）'}</span>
          {guest ? (
            <span className={styles.muted}>
              游客{row.guest_email ? ` · ${row.guest_email}` : ''}
              {row.guest_url ? ` · ${row.guest_url}` : ''}
            </span>
          ) : (
            <span className={styles.muted}>@{row.from_user.username}</span>
          )}
          {row.to_user && <span className={styles.muted}>回复 {row.to_user.nick_name}</span>}
          {row.ip_region && <span className={styles.muted}>IP 属地：{row.ip_region}</span>}
        </div>
        {pending ? <Tag color="gold">待审核</Tag> : hidden ? <Tag color="orange">已隐藏</Tag> : <Tag color="green">显示中</Tag>}
      </div>
      <p className={styles.content}>{row.content}</p>
      <div className={styles.meta}>
        <a href={placePath(row.type, row.for_id, row.page_slug ?? null)} target="_blank" rel="noreferrer" className={styles.place} title="在网站上查看（新标签页）">
          <Tag className={styles.placeTag}>{PLACE_LABEL[row.type]}</Tag>
          <span className={styles.placeTitle}>{row.place_title || '（内容已不存在）'}</span>
          <ExportOutlined aria-label="在新标签页打开" />
        </a>
        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
        <span title="点赞数">
          <LikeOutlined aria-hidden /> {row.thumbs_up}
        </span>
        {row.parent_id === null && (
          <span title="回复数（含隐藏的）">
            <MessageOutlined aria-hidden /> {row.reply_count}
          </span>
        )}
      </div>
      <div className={styles.actions}>
        {pending ? (
          <>
            <Button size="small" type="primary" loading={busy === 'status'} onClick={() => void run('status', () => setCommentHidden(row.id, false), '已通过审核')}>
              通过
            </Button>
            <Button size="small" loading={busy === 'status'} onClick={() => void run('status', () => setCommentHidden(row.id, true), '已拒绝（隐藏）')}>
              拒绝
            </Button>
          </>
        ) : (
          <Button size="small" loading={busy === 'status'} onClick={() => void run('status', () => setCommentHidden(row.id, !hidden), hidden ? '已恢复显示' : '已隐藏')}>
            {hidden ? '恢复显示' : '隐藏'}
          </Button>
        )}
        <Button size="small" disabled={hidden || pending} title={hidden ? '恢复显示后才能回复' : pending ? '通过审核后才能回复' : undefined} onClick={() => setReplying((open) => !open)}>
          回复
        </Button>
        <Popconfirm
          title="删除这条评论？"
          description={deleteWarning(row)}
          okText="删除"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={() => run('delete', () => deleteComment(row), '删除成功')}
        >
          <Button size="small" danger loading={busy === 'delete'}>
            删除
          </Button>
        </Popconfirm>
      </div>
      {replying && (
        <ReplyBox
          row={row}
          onCancel={() => setReplying(false)}
          onSent={() => {
            setReplying(false);
            onChanged();
          }}
        />
      )}
    </li>
  );
}
