import { useState } from 'react';
import { Link } from 'react-router';
import Button from 'antd/es/button';
import InputNumber from 'antd/es/input-number';
import Popconfirm from 'antd/es/popconfirm';
import Popover from 'antd/es/popover';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import { ARTICLE_LIMITS, ARTICLE_STATUS, ARTICLE_STATUS_LABEL, type AdminArticleRow } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { recycleArticle, setArticlePublic, setArticleTop } from './api';
import { PreviewLinksButton } from './PreviewLinks';
import { ScheduleActions } from './ScheduleActions';
import { siteWallText, useSiteZone } from './publishTime';
import { toastFailure } from '../shared/format';
import { editPath } from './paths';
import styles from './ArticleListPage.module.css';

export const RECYCLE_QUESTION = '确定把这篇文章移入回收站吗？';

const STATUS_COLOR: Record<number, string> = { [ARTICLE_STATUS.public]: 'green', [ARTICLE_STATUS.private]: 'orange', [ARTICLE_STATUS.scheduled]: 'blue' };

/** `at`: the publish time, shown (in the site's zone) beside 定时发布. */
export function StatusTag({ status, at }: { status: number; at?: string }) {
  const zone = useSiteZone();
  const label = ARTICLE_STATUS_LABEL[status] ?? '未知';
  if (status === ARTICLE_STATUS.scheduled && at) {
    return (
      <span className={styles.scheduled} title={`${siteWallText(at, zone)} 自动发布（${zone}）`}>
        <Tag color={STATUS_COLOR[status]}>{label}</Tag>
        <time dateTime={at}>{siteWallText(at, zone).slice(5)}</time>
      </span>
    );
  }
  return <Tag color={STATUS_COLOR[status]}>{label}</Tag>;
}

interface RowControlProps {
  row: AdminArticleRow;
  /** The list reloads after a change, so filters and sort stay true. */
  onChanged: () => void;
}

/** Pinning asks for the order first (smaller comes first); unpinning is one click. */
export function PinControl({ row, onChanged }: RowControlProps) {
  const [open, setOpen] = useState(false);
  const [order, setOrder] = useState<number>(row.top_order || 0);
  const [busy, setBusy] = useState(false);
  const pinned = row.is_top === 1;

  const apply = async (isTop: 1 | 2, topOrder?: number) => {
    setBusy(true);
    try {
      await setArticleTop(row.id, isTop, topOrder);
      feedback.message.success(isTop === 1 ? '已置顶' : '已取消置顶');
      setOpen(false);
      onChanged();
    } catch (error) {
      toastFailure(error, '操作失败');
    } finally {
      setBusy(false);
    }
  };

  if (pinned) {
    return (
      <span className={styles.pin}>
        <Switch size="small" checked loading={busy} onChange={() => void apply(2)} aria-label={`取消置顶「${row.article_title}」`} />
        <span className={styles.pinOrder} title="置顶顺序，数字越小越靠前">
          #{row.top_order}
        </span>
      </span>
    );
  }

  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      title="置顶这篇文章"
      content={
        <div className={styles.pinForm}>
          <label htmlFor={`pin-order-${row.id}`}>置顶顺序（越小越靠前）</label>
          <InputNumber
            id={`pin-order-${row.id}`}
            min={0}
            max={ARTICLE_LIMITS.topOrderMax}
            precision={0}
            value={order}
            onChange={(value) => setOrder(typeof value === 'number' ? value : 0)}
            onPressEnter={() => void apply(1, order)}
            autoFocus
          />
          <Button type="primary" size="small" loading={busy} onClick={() => void apply(1, order)}>
            置顶
          </Button>
        </div>
      }
    >
      <Switch size="small" checked={false} loading={busy} aria-label={`置顶「${row.article_title}」`} />
    </Popover>
  );
}

/**
 * Public or private at once; a draft is published from the editor, where its text is checked; a
 * scheduled article offers 立即发布 and 取消定时. What is not public can be shown by 分享预览.
 */
export function VisibilitySwitch({ row, onChanged }: RowControlProps) {
  if (row.status === ARTICLE_STATUS.public) return <PublicSwitch row={row} onChanged={onChanged} />;
  return (
    <span className={styles.pin}>
      {row.status === ARTICLE_STATUS.draft ? <Tag>草稿</Tag> : row.status === ARTICLE_STATUS.scheduled ? <ScheduleActions row={row} onChanged={onChanged} /> : <PublicSwitch row={row} onChanged={onChanged} />}
      <PreviewLinksButton articleId={row.id} title={row.article_title} />
    </span>
  );
}

function PublicSwitch({ row, onChanged }: RowControlProps) {
  const [busy, setBusy] = useState(false);
  const isPublic = row.status === ARTICLE_STATUS.public;

  const toggle = async (makePublic: boolean) => {
    setBusy(true);
    try {
      await setArticlePublic(row.id, makePublic ? 1 : 2);
      feedback.message.success(makePublic ? '已设为公开' : '已设为私密');
      onChanged();
    } catch (error) {
      toastFailure(error, '操作失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Switch
      checked={isPublic}
      loading={busy}
      onChange={(checked) => void toggle(checked)}
      checkedChildren="公开"
      unCheckedChildren="私密"
      aria-label={`「${row.article_title}」公开`}
    />
  );
}

export function RecycleButton({ row, onChanged }: RowControlProps) {
  const [busy, setBusy] = useState(false);
  const recycle = async () => {
    setBusy(true);
    try {
      await recycleArticle(row.id);
      feedback.message.success('已移入回收站');
      onChanged();
    } catch (error) {
      toastFailure(error, '删除失败');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popconfirm title={RECYCLE_QUESTION} description="回收站里的文章可以恢复" okText="移入回收站" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={recycle}>
      <Button type="link" size="small" danger loading={busy} className={styles.linkButton}>
        删除
      </Button>
    </Popconfirm>
  );
}

export function EditLink({ row }: { row: AdminArticleRow }) {
  return (
    <Link to={editPath(row.id)} className={styles.action}>
      编辑
    </Link>
  );
}
