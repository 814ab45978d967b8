import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Grid from 'antd/es/grid';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { getArticleList } from './api';
import {
  applyFilters,
  applySort,
  type ArticleSortField,
  type SortOrder,
  EMPTY_FILTERS,
  filtersOf,
  hasFilters,
  listQueryToSearch,
  listRequestBody,
  parseListQuery,
  type ArticleListQuery,
} from './articleListQuery';
import { ArticleCards } from './ArticleCards';
import { ArticleFilterBar } from './ArticleFilterBar';
import { ArticleTable } from './ArticleTable';
import { ArticleBulkBar } from './bulk/ArticleBulkBar';
import { LinkButton } from './LinkButton';
import { NEW_ARTICLE_PATH, RECYCLE_BIN_PATH } from './paths';
import { useTaxonomyChoices } from './useTaxonomyChoices';
import { PageHeader } from '../shared/PageHeader';
import { RetryResult } from '../shared/RetryResult';
import listPage from '../shared/ListPage.module.css';
import styles from './ArticleListPage.module.css';

/** Filters, sort and page live in the address, so reload and the back button keep the view. */
function useListQuery(): [ArticleListQuery, (next: ArticleListQuery, replace?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => parseListQuery(new URLSearchParams(search)), [search]);
  const setQuery = useCallback(
    (next: ArticleListQuery, replace = false) => setParams(listQueryToSearch(next), { replace, preventScrollReset: true }),
    [setParams],
  );
  return [query, setQuery];
}

/** /admin/articles: every live article (public, private, draft) with filters, sort and paging on the server. */
export default function ArticleListPage() {
  const [query, setQuery] = useListQuery();
  const applied = useMemo(() => filtersOf(query), [query]);
  const choices = useTaxonomyChoices();
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const body = useMemo(() => listRequestBody(query), [query]);
  const { data, loading, failed, reload } = useAsyncData(JSON.stringify(body), () => getArticleList(body));

  // Past the last page (the last article of a page went to the recycle bin): step back.
  useEffect(() => {
    if (!data || data.list.length > 0 || data.total === 0 || query.page === 1) return;
    setQuery({ ...query, page: Math.max(1, Math.ceil(data.total / query.size)) }, true);
  }, [data, query, setQuery]);

  // 批量操作: ticked rows of this page, or every article matching the filter. A new page of rows
  // (paging, filtering, after a change) starts with nothing ticked.
  const [selected, setSelected] = useState<number[]>([]);
  const [allMatching, setAllMatching] = useState(false);
  useEffect(() => {
    setSelected([]);
    setAllMatching(false);
  }, [data]);
  const { current: _page, size: _size, sort_by: _sortBy, order: _order, ...bulkFilter } = body;
  const onSelect = (ids: number[]) => {
    setSelected(ids);
    setAllMatching(false);
  };

  const filtered = hasFilters(query);
  const emptyText = filtered ? (
    <Empty description="没有符合条件的文章">
      <Button onClick={() => setQuery(applyFilters(query, EMPTY_FILTERS))}>重置筛选</Button>
    </Empty>
  ) : (
    <Empty description="还没有文章">
      <LinkButton to={NEW_ARTICLE_PATH} type="primary">
        写第一篇文章
      </LinkButton>
    </Empty>
  );

  const rows = data?.list ?? [];
  const total = data?.total ?? 0;
  const onPage = (page: number, size: number) => setQuery({ ...query, page: size === query.size ? page : 1, size });

  // The phone's cards and the desktop table show the same page of rows.
  const listProps = {
    rows,
    total,
    loading,
    query,
    emptyText,
    onChanged: reload,
    onSort: (field: ArticleSortField | undefined, order: SortOrder | undefined) => setQuery(applySort(query, field, order)),
    onPage,
    selected,
    onSelect,
  };

  return (
    <div className={listPage.page}>
      <PageHeader title="文章" crowded>
        <div className={styles.headActions}>
          <LinkButton to={RECYCLE_BIN_PATH} icon={<DeleteOutlined />}>
            回收站
          </LinkButton>
          <LinkButton to={NEW_ARTICLE_PATH} type="primary" icon={<PlusOutlined />}>
            写文章
          </LinkButton>
        </div>
      </PageHeader>
      <ArticleFilterBar
        applied={applied}
        onApply={(filters) => setQuery(applyFilters(query, filters))}
        categories={choices.categories}
        tags={choices.tags}
        choicesLoading={choices.loading}
        compact={phone}
      />
      <ArticleBulkBar
        target={{ ids: selected, allMatching, filter: bulkFilter, total }}
        onSelectAllMatching={setAllMatching}
        onClear={() => onSelect([])}
        onDone={reload}
        categories={choices.categories}
        tags={choices.tags}
        choicesLoading={choices.loading}
      />
      {failed && !data ? (
        <RetryResult title="文章列表加载失败" onRetry={reload} />
      ) : phone ? (
        <ArticleCards {...listProps} />
      ) : (
        <ArticleTable {...listProps} />
      )}
    </div>
  );
}
