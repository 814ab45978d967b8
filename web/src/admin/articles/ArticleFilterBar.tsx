import { useState } from 'react';
import dayjs from 'dayjs';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import FilterOutlined from '@ant-design/icons/FilterOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { ARTICLE_STATUS_LABEL, type CategoryEntry, type TagEntry } from '@blog/contract';
import { EMPTY_FILTERS, hasFilters, type ArticleFilters } from './articleListQuery';
import styles from './ArticleListPage.module.css';

const STATUS_OPTIONS = [1, 2, 3, 4].map((value) => ({ value, label: ARTICLE_STATUS_LABEL[value] }));
const TOP_OPTIONS = [
  { value: 1, label: '已置顶' },
  { value: 2, label: '未置顶' },
];

/** How many filters besides the title are set (shown on the phones' 筛选 button). */
function extraFilterCount(filters: ArticleFilters): number {
  return [filters.categoryId, filters.tagId, filters.status, filters.isTop, filters.start || filters.end].filter(Boolean).length;
}

interface ArticleFilterBarProps {
  /** The filters in force (from the address); the bar edits a copy until 查询. */
  applied: ArticleFilters;
  onApply: (filters: ArticleFilters) => void;
  categories: readonly CategoryEntry[];
  tags: readonly TagEntry[];
  choicesLoading: boolean;
  /** Phones show the title search and fold the rest behind 筛选. */
  compact: boolean;
}

export function ArticleFilterBar({ applied, onApply, categories, tags, choicesLoading, compact }: ArticleFilterBarProps) {
  const [filters, setFilters] = useState<ArticleFilters>(applied);
  const [shownApplied, setShownApplied] = useState(applied);
  const [expanded, setExpanded] = useState(false);
  // Back/forward or a reset changes the address: the bar follows it.
  if (shownApplied !== applied) {
    setShownApplied(applied);
    setFilters(applied);
  }

  const set = (patch: Partial<ArticleFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const search = () => onApply(filters);
  const reset = () => {
    setFilters(EMPTY_FILTERS);
    onApply(EMPTY_FILTERS);
  };
  const range: [dayjs.Dayjs | null, dayjs.Dayjs | null] | null =
    filters.start || filters.end ? [filters.start ? dayjs(filters.start) : null, filters.end ? dayjs(filters.end) : null] : null;
  const showAll = !compact || expanded;
  const extra = extraFilterCount(applied);

  return (
    <div className={styles.filters} role="search" aria-label="筛选文章">
      <Input
        className={styles.filterTitle}
        value={filters.title}
        onChange={(event) => set({ title: event.target.value })}
        onPressEnter={search}
        placeholder="标题关键词"
        aria-label="标题关键词"
        allowClear
        prefix={<SearchOutlined aria-hidden />}
      />
      {compact && (
        <Badge count={extra} size="small">
          <Button icon={<FilterOutlined />} onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
            筛选
          </Button>
        </Badge>
      )}
      {showAll && (
        <>
          <Select
            className={styles.filterSelect}
            value={filters.categoryId}
            onChange={(categoryId?: number) => set({ categoryId })}
            options={categories.map((c) => ({ value: c.id, label: c.category_name }))}
            placeholder="分类"
            aria-label="分类"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={choicesLoading}
          />
          <Select
            className={styles.filterSelect}
            value={filters.tagId}
            onChange={(tagId?: number) => set({ tagId })}
            options={tags.map((t) => ({ value: t.id, label: t.tag_name }))}
            placeholder="标签"
            aria-label="标签"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={choicesLoading}
          />
          <Select
            className={styles.filterSmall}
            value={filters.status}
            onChange={(status?: 1 | 2 | 3 | 4) => set({ status })}
            options={STATUS_OPTIONS}
            placeholder="状态"
            aria-label="状态"
            allowClear
          />
          <Select
            className={styles.filterSmall}
            value={filters.isTop}
            onChange={(isTop?: 1 | 2) => set({ isTop })}
            options={TOP_OPTIONS}
            placeholder="置顶"
            aria-label="置顶"
            allowClear
          />
          <DatePicker.RangePicker
            className={styles.filterRange}
            value={range}
            onChange={(dates) =>
              set({ start: dates?.[0] ? dates[0].format('YYYY-MM-DD') : undefined, end: dates?.[1] ? dates[1].format('YYYY-MM-DD') : undefined })
            }
            placeholder={['创建开始日期', '结束日期']}
            allowEmpty={[true, true]}
            aria-label="创建日期范围"
          />
        </>
      )}
      <div className={styles.filterButtons}>
        <Button type="primary" icon={<SearchOutlined />} onClick={search}>
          查询
        </Button>
        <Button onClick={reset} disabled={!hasFilters(filters) && !hasFilters(applied)}>
          重置
        </Button>
      </div>
    </div>
  );
}
