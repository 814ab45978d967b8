import { useState } from 'react';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { ARTICLE_STATUS, ARTICLE_STATUS_LABEL, type ArticleBulkBody, type BulkAction, type CategoryEntry, type TagEntry } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { toastFailure } from '../../shared/format';
import { bulkEditArticles } from '../revisions/revisionsApi';
import { CategoryPicker, TagPicker } from '../TaxonomyPickers';
import styles from './ArticleBulkBar.module.css';

type ActionKind = BulkAction['kind'];

const ACTION_LABEL: Record<ActionKind, string> = {
  category: '设置分类',
  addTags: '添加标签',
  removeTags: '移除标签',
  status: '设置状态',
  recycle: '移到回收站',
};

/** The question each action asks before it runs, with the number of articles it changes. */
export function bulkConfirmText(kind: ActionKind, count: number): string {
  return kind === 'recycle' ? `确定将 ${count} 篇文章移到回收站？` : `将对 ${count} 篇文章${ACTION_LABEL[kind]}`;
}

export interface BulkTarget {
  /** The rows ticked on this page. */
  ids: number[];
  /** 选中全部符合筛选的文章: the list's filter, and how many articles match it. */
  allMatching: boolean;
  filter: NonNullable<ArticleBulkBody['filter']>;
  total: number;
}

interface ArticleBulkBarProps {
  target: BulkTarget;
  onSelectAllMatching: (all: boolean) => void;
  onClear: () => void;
  onDone: () => void;
  categories: readonly CategoryEntry[];
  tags: readonly TagEntry[];
  choicesLoading: boolean;
}

/**
 * 批量操作 of the article list: shown once something is ticked. Each action is one request, one
 * transaction on the server; the confirmation names how many articles it changes.
 */
export function ArticleBulkBar({ target, onSelectAllMatching, onClear, onDone, categories, tags, choicesLoading }: ArticleBulkBarProps) {
  const [kind, setKind] = useState<ActionKind | null>(null);
  const [category, setCategory] = useState('');
  const [tagNames, setTagNames] = useState<string[]>([]);
  const [status, setStatus] = useState<1 | 2 | 3>(ARTICLE_STATUS.public);
  const [busy, setBusy] = useState(false);

  const count = target.allMatching ? target.total : target.ids.length;
  if (count === 0) return null;

  const open = (next: ActionKind) => {
    setKind(next);
    setCategory('');
    setTagNames([]);
    setStatus(ARTICLE_STATUS.public);
  };

  const actionOf = (): BulkAction | null => {
    switch (kind) {
      case 'category':
        return category.trim() ? { kind, category_name: category.trim() } : null;
      case 'addTags':
      case 'removeTags':
        return tagNames.length > 0 ? { kind, tag_names: tagNames } : null;
      case 'status':
        return { kind, status };
      case 'recycle':
        return { kind };
      default:
        return null;
    }
  };

  const run = async () => {
    const action = actionOf();
    if (!action) {
      feedback.message.error(kind === 'category' ? '请选择或输入一个分类' : '请至少选择一个标签');
      return;
    }
    setBusy(true);
    try {
      const body: ArticleBulkBody = target.allMatching ? { filter: target.filter, action } : { ids: target.ids, action };
      const result = await bulkEditArticles(body);
      feedback.message.success(action.kind === 'recycle' ? `已将 ${result.count} 篇文章移到回收站` : `已修改 ${result.count} 篇文章`);
      setKind(null);
      onDone();
    } catch (error) {
      toastFailure(error, '批量操作失败');
    } finally {
      setBusy(false);
    }
  };

  const items = (Object.keys(ACTION_LABEL) as ActionKind[]).map((key) => ({ key, label: ACTION_LABEL[key], danger: key === 'recycle' }));

  return (
    <div className={styles.bar} role="region" aria-label="批量操作">
      <span className={styles.count}>{target.allMatching ? `已选中全部 ${count} 篇符合筛选的文章` : `已选 ${count} 篇`}</span>
      {!target.allMatching && target.total > target.ids.length && (
        <Button type="link" size="small" onClick={() => onSelectAllMatching(true)}>
          选中全部 {target.total} 篇符合筛选的文章
        </Button>
      )}
      <Button type="link" size="small" onClick={onClear}>
        清除选择
      </Button>
      <span className={styles.spacer} />
      <Dropdown menu={{ items, onClick: ({ key }) => open(key as ActionKind) }} trigger={['click']}>
        <Button type="primary">
          批量操作 <DownOutlined />
        </Button>
      </Dropdown>
      <Modal
        open={kind !== null}
        title={kind ? ACTION_LABEL[kind] : ''}
        okText={kind === 'recycle' ? '移到回收站' : '确定'}
        okButtonProps={{ danger: kind === 'recycle' }}
        cancelText="取消"
        confirmLoading={busy}
        onOk={() => void run()}
        onCancel={() => setKind(null)}
        destroyOnHidden
      >
        {kind && (
          <p className={styles.question}>
            {bulkConfirmText(kind, count)}
            {kind === 'recycle' ? '' : '：'}
          </p>
        )}
        {kind === 'category' && (
          <>
            <label htmlFor="bulk-category" className={styles.label}>
              分类
            </label>
            <CategoryPicker id="bulk-category" value={category} onChange={setCategory} categories={categories} loading={choicesLoading} />
          </>
        )}
        {(kind === 'addTags' || kind === 'removeTags') && (
          <>
            <label htmlFor="bulk-tags" className={styles.label}>
              标签
            </label>
            <TagPicker id="bulk-tags" value={tagNames} onChange={setTagNames} tags={tags} loading={choicesLoading} />
          </>
        )}
        {kind === 'status' && (
          <Radio.Group value={status} onChange={(event) => setStatus(event.target.value as 1 | 2 | 3)}>
            {[ARTICLE_STATUS.public, ARTICLE_STATUS.private, ARTICLE_STATUS.draft].map((value) => (
              <Radio key={value} value={value}>
                {ARTICLE_STATUS_LABEL[value]}
              </Radio>
            ))}
          </Radio.Group>
        )}
        {kind === 'status' && <p className={styles.hint}>草稿缺少正文或分类时不能公开，那时所有文章都不会改动。</p>}
        {kind === 'recycle' && <p className={styles.hint}>可以在回收站里恢复。</p>}
      </Modal>
    </div>
  );
}
