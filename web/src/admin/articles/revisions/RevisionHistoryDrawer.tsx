import { useEffect, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { REVISION_KIND_LABEL, type ArticleRevisionRow, type ArticleSaved, type MarkdownDiff } from '@blog/contract';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { formatDateTime, toastFailure } from '../../shared/format';
import { DiffView } from './DiffView';
import { compareRevisions, getRevisions, restoreRevision } from './revisionsApi';
import styles from './Revisions.module.css';

const KIND_COLOR: Record<ArticleRevisionRow['kind'], string> = { manual: 'blue', autosave: 'default', restore: 'purple' };

/** "+12 字" / "−3 字" / "±0 字". */
export function deltaLabel(delta: number): string {
  if (delta > 0) return `+${delta} 字`;
  if (delta < 0) return `−${-delta} 字`;
  return '±0 字';
}

interface RevisionHistoryDrawerProps {
  articleId: number;
  open: boolean;
  onClose: () => void;
  /** The version the editor holds; a restore sent against an older one is refused as a conflict. */
  version: string | null;
  /** Runs before a restore: the editor keeps unsaved typing as an autosave revision first. */
  beforeRestore: () => Promise<void>;
  onRestored: (saved: ArticleSaved) => void;
  /** Whether the editor holds unsaved changes (the confirmation says they are kept as an autosave). */
  dirty: boolean;
}

/** 历史版本: every kept revision, any two compared as a Markdown diff, 恢复此版本 as a new revision. */
export function RevisionHistoryDrawer({ articleId, open, onClose, version, beforeRestore, onRestored, dirty }: RevisionHistoryDrawerProps) {
  const [attempt, setAttempt] = useState(0);
  const { data, loading, failed, reload } = useAsyncData(open ? `${articleId}:${attempt}` : null, () => getRevisions(articleId));
  const [picked, setPicked] = useState<number[]>([]);
  const [diff, setDiff] = useState<{ diff: MarkdownDiff; from: ArticleRevisionRow; to: ArticleRevisionRow } | null>(null);
  const [comparing, setComparing] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);

  // Each opening shows the list as it is now.
  useEffect(() => {
    if (!open) return;
    setAttempt((n) => n + 1);
    setPicked([]);
    setDiff(null);
  }, [open]);

  const rows = data ?? [];
  const toggle = (id: number, checked: boolean) => {
    setDiff(null);
    // Two at most: a third tick replaces the older pick.
    setPicked((current) => (checked ? [...current.filter((other) => other !== id), id].slice(-2) : current.filter((other) => other !== id)));
  };

  const compare = async () => {
    const chosen = rows.filter((row) => picked.includes(row.id)).sort((a, b) => a.id - b.id);
    if (chosen.length !== 2) return;
    const [from, to] = chosen as [ArticleRevisionRow, ArticleRevisionRow];
    setComparing(true);
    try {
      setDiff({ diff: await compareRevisions(from.id, to.id), from, to });
    } catch (error) {
      toastFailure(error, '比较失败');
    } finally {
      setComparing(false);
    }
  };

  const restore = async (row: ArticleRevisionRow) => {
    setRestoring(row.id);
    try {
      await beforeRestore();
      const saved = await restoreRevision(row.id, version ?? undefined);
      onRestored(saved);
      onClose();
    } catch (error) {
      toastFailure(error, '恢复失败');
      reload();
    } finally {
      setRestoring(null);
    }
  };

  const label = (row: ArticleRevisionRow) => `${formatDateTime(row.createdAt)} ${REVISION_KIND_LABEL[row.kind]}`;

  return (
    <Drawer title="历史版本" placement="right" size="min(100vw, 560px)" open={open} onClose={onClose} destroyOnHidden>
      <div className={styles.toolbar}>
        <Button type="primary" disabled={picked.length !== 2} loading={comparing} onClick={() => void compare()}>
          比较选中的两个版本
        </Button>
        <span className={styles.muted}>{picked.length === 2 ? '已选两个版本' : '勾选两个版本进行比较'}</span>
      </div>
      {failed && !data ? (
        <Alert type="error" showIcon title="历史版本加载失败" action={<Button size="small" onClick={reload}>重试</Button>} />
      ) : loading && !data ? (
        <Spin description="正在加载历史版本…" />
      ) : rows.length === 0 ? (
        <Empty description="还没有历史版本：保存一次后这里会出现" />
      ) : (
        <ul className={styles.list} aria-label="历史版本列表" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((row, index) => (
            <li key={row.id} className={`${styles.item} ${picked.includes(row.id) ? styles.itemPicked : ''}`} data-testid="revision-item">
              <Checkbox checked={picked.includes(row.id)} onChange={(event) => toggle(row.id, event.target.checked)} aria-label={`选择 ${label(row)}`} />
              <div className={styles.itemMain}>
                <span className={styles.itemTitle} title={row.title}>
                  {row.title || '（无标题）'}
                </span>
                <span className={styles.itemMeta}>
                  <span>{formatDateTime(row.createdAt)}</span>
                  <Tag color={KIND_COLOR[row.kind]}>{REVISION_KIND_LABEL[row.kind]}</Tag>
                  <span className={row.delta > 0 ? styles.plus : row.delta < 0 ? styles.minus : styles.muted}>{deltaLabel(row.delta)}</span>
                  <span className={styles.muted}>共 {row.size} 字</span>
                  {index === 0 && <Tag>最新</Tag>}
                </span>
              </div>
              <Popconfirm
                title="恢复此版本？"
                description={dirty ? '文章将改回这个版本（记为新的版本）；编辑器里未保存的修改先存为自动保存版本。' : '文章将改回这个版本，并记为一个新的版本。'}
                okText="恢复"
                cancelText="取消"
                onConfirm={() => restore(row)}
              >
                <Button size="small" loading={restoring === row.id}>
                  恢复此版本
                </Button>
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}
      {diff && (
        <div className={styles.section}>
          <DiffView diff={diff.diff} beforeLabel={label(diff.from)} afterLabel={label(diff.to)} />
        </div>
      )}
    </Drawer>
  );
}
