import type { ReactNode } from 'react';
import Checkbox from 'antd/es/checkbox';
import Pagination from 'antd/es/pagination';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import type { AdminArticleRow } from '@blog/contract';
import { formatCount } from '@/lib/format';
import type { ArticleListQuery, ArticleSortField, SortOrder } from './articleListQuery';
import { formatDateTime } from '../shared/format';
import { EditLink, PinControl, RecycleButton, StatusTag, VisibilitySwitch } from './ArticleRowControls';
import { TagList, TitleCell } from './ArticleTable';
import styles from './ArticleListPage.module.css';

/** Phones have no column headers to click: the same server-side orders, as one select. */
const SORT_CHOICES: Array<{ value: string; label: string; field: ArticleSortField; order: SortOrder }> = [
  { value: 'created_at:desc', label: '最新创建', field: 'created_at', order: 'desc' },
  { value: 'created_at:asc', label: '最早创建', field: 'created_at', order: 'asc' },
  { value: 'updated_at:desc', label: '最近更新', field: 'updated_at', order: 'desc' },
  { value: 'view_times:desc', label: '浏览最多', field: 'view_times', order: 'desc' },
  { value: 'thumbs_up_times:desc', label: '点赞最多', field: 'thumbs_up_times', order: 'desc' },
];

interface ArticleCardsProps {
  rows: AdminArticleRow[];
  total: number;
  loading: boolean;
  query: ArticleListQuery;
  emptyText: ReactNode;
  onChanged: () => void;
  onSort: (field: ArticleSortField, order: SortOrder) => void;
  onPage: (page: number, size: number) => void;
  /** Ticked for 批量操作. */
  selected?: number[];
  onSelect?: (ids: number[]) => void;
}

/** The article list at phone width: one card per article, every action kept. */
export function ArticleCards({ rows, total, loading, query, emptyText, onChanged, onSort, onPage, selected = [], onSelect }: ArticleCardsProps) {
  const sortValue = `${query.sortBy}:${query.order}`;
  const sortOptions = SORT_CHOICES.some((c) => c.value === sortValue)
    ? SORT_CHOICES
    : [...SORT_CHOICES, { value: sortValue, label: '自定义排序', field: query.sortBy, order: query.order }];

  return (
    <Spin spinning={loading}>
      <div className={styles.cardsHead}>
        <span className={styles.muted}>共 {total} 篇</span>
        <Select
          size="small"
          value={sortValue}
          onChange={(value: string) => {
            const choice = sortOptions.find((c) => c.value === value);
            if (choice) onSort(choice.field, choice.order);
          }}
          options={sortOptions.map(({ value, label }) => ({ value, label }))}
          aria-label="排序"
          className={styles.cardsSort}
        />
      </div>
      {rows.length === 0 ? (
        <div className={styles.cardsEmpty}>{emptyText}</div>
      ) : (
        <ul className={styles.cards} aria-label="文章列表">
          {rows.map((row) => (
            <li key={row.id} className={styles.card}>
              <div className={styles.cardTitle}>
                {onSelect && (
                  <Checkbox
                    checked={selected.includes(row.id)}
                    onChange={(event) => onSelect(event.target.checked ? [...selected, row.id] : selected.filter((id) => id !== row.id))}
                    aria-label={`选择「${row.article_title}」`}
                  />
                )}
                <TitleCell row={row} />
              </div>
              <div className={styles.cardMeta}>
                <StatusTag status={row.status} at={row.createdAt} />
                <span>{row.category_name ?? '未分类'}</span>
                <span>浏览 {formatCount(row.view_times)}</span>
                <span>点赞 {formatCount(row.thumbs_up_times)}</span>
              </div>
              <TagList row={row} />
              <div className={styles.cardDates}>
                创建 {formatDateTime(row.createdAt)} · 更新 {formatDateTime(row.updatedAt)}
              </div>
              <div className={styles.cardActions}>
                <EditLink row={row} />
                <span className={styles.cardPin}>
                  置顶 <PinControl row={row} onChanged={onChanged} />
                </span>
                <VisibilitySwitch row={row} onChanged={onChanged} />
                <RecycleButton row={row} onChanged={onChanged} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {total > query.size && (
        <Pagination className={styles.cardsPager} simple current={query.page} pageSize={query.size} total={total} onChange={onPage} />
      )}
    </Spin>
  );
}
