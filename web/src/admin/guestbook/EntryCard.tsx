import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import LikeOutlined from '@ant-design/icons/LikeOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import { MODERATION_STATUS, type AdminMessageRow } from '@blog/contract';
import { InitialAvatar } from '@/components/InitialAvatar';
import { messageDetailPath } from '@/features/message/paths';
import { formatDateTime } from '../shared/format';
import { useCardAction } from '../shared/useCardAction';
import { deleteEntry, setEntryHidden } from './api';
import listPage from '../shared/ListPage.module.css';
import styles from '../comments/Comments.module.css';

/** What deleting one entry takes with it, said before it happens. */
export function entryDeleteWarning(row: Pick<AdminMessageRow, 'comment_count'>): string {
  const comments = row.comment_count > 0 ? `它下面的 ${row.comment_count} 条评论（含回复）、` : '';
  return `${comments}所有点赞会一起删除，不能恢复`;
}

interface EntryCardProps {
  row: AdminMessageRow;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  onChanged: () => void;
}

/** One guestbook entry in the console: author, tag, text, state, counts, and hide/show and delete. */
export function EntryCard({ row, selected, onSelect, onChanged }: EntryCardProps) {
  const [busy, run] = useCardAction<'status' | 'delete'>(onChanged);
  const hidden = row.status === MODERATION_STATUS.hidden;

  return (
    <li className={hidden ? `${listPage.card} ${styles.hiddenCard}` : listPage.card} data-entry-id={row.id}>
      <div className={styles.head}>
        <Checkbox checked={selected} onChange={(event) => onSelect(event.target.checked)} aria-label={`选择 ${row.nick_name} 的留言`} />
        <InitialAvatar src={row.avatar} name={row.nick_name} size={32} />
        <div className={styles.who}>
          <span className={styles.nick}>{row.nick_name}</span>
          {row.user_id === null && <span className={styles.muted}>游客</span>}
          {row.tag && <Tag className={styles.placeTag}>{row.tag}</Tag>}
        </div>
        {hidden ? <Tag color="orange">已隐藏</Tag> : <Tag color="green">显示中</Tag>}
      </div>
      <p className={styles.content}>{row.message}</p>
      <div className={styles.meta}>
        {hidden ? (
          <span>访客看不到</span>
        ) : (
          <a href={messageDetailPath(row.id)} target="_blank" rel="noreferrer" className={styles.place} title="在网站上查看（新标签页）">
            在网站上查看 <ExportOutlined aria-label="在新标签页打开" />
          </a>
        )}
        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
        <span title="点赞数">
          <LikeOutlined aria-hidden /> {row.like_times}
        </span>
        <span title="评论数（含回复和隐藏的）">
          <MessageOutlined aria-hidden /> {row.comment_count}
        </span>
      </div>
      <div className={styles.actions}>
        <Button size="small" loading={busy === 'status'} onClick={() => void run('status', () => setEntryHidden(row.id, !hidden), hidden ? '已恢复显示' : '已隐藏')}>
          {hidden ? '恢复显示' : '隐藏'}
        </Button>
        <Popconfirm
          title="删除这条留言？"
          description={entryDeleteWarning(row)}
          okText="删除"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={() => run('delete', () => deleteEntry(row.id), '删除成功')}
        >
          <Button size="small" danger loading={busy === 'delete'}>
            删除
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}
