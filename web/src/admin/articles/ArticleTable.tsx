import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import type { ColumnsType, TableProps } from 'antd/es/table';
import type { SortOrder as AntSortOrder } from 'antd/es/table/interface';
import Tag from 'antd/es/tag';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { ARTICLE_STATUS, type AdminArticleRow } from '@blog/contract';
import { articlePath } from '@blog/markdown/paths';
import { formatCount } from '@/lib/format';
import { PAGE_SIZE_OPTIONS, type ArticleListQuery, type ArticleSortField, type SortOrder } from './articleListQuery';
import { formatDateTime } from '../shared/format';
import { EditLink, PinControl, RecycleButton, StatusTag, VisibilitySwitch } from './ArticleRowControls';
import { editPath } from './paths';
import styles from './ArticleListPage.module.css';

/** Tags beyond this many show as "+n" so a row keeps one line. */
const TAGS_SHOWN = 3;

export function TitleCell({ row }: { row: AdminArticleRow }) {
  return (
    <span className={styles.titleCell}>
      <Link to={editPath(row.id)} className={styles.titleLink} title={`编辑「${row.article_title}」`}>
        {row.article_title || '（无标题）'}
      </Link>
      {row.status === ARTICLE_STATUS.public && (
        <a href={articlePath(row.id)} target="_blank" rel="noreferrer" className={styles.publicLink} aria-label={`在网站上查看「${row.article_title}」`} title="在网站上查看">
          <ExportOutlined />
        </a>
      )}
    </span>
  );
}

export function TagList({ row }: { row: AdminArticleRow }) {
  if (row.tagList.length === 0) return <span className={styles.muted}>—</span>;
  const rest = row.tagList.length - TAGS_SHOWN;
  return (
    <span className={styles.tags}>
      {row.tagList.slice(0, TAGS_SHOWN).map((tag) => (
        <Tag key={tag.id}>{tag.tag_name}</Tag>
      ))}
      {rest > 0 && <Tag title={row.tagList.slice(TAGS_SHOWN).map((t) => t.tag_name).join('、')}>+{rest}</Tag>}
    </span>
  );
}

const toAntOrder = (order: SortOrder): AntSortOrder => (order === 'asc' ? 'ascend' : 'descend');

interface ArticleTableProps {
  rows: AdminArticleRow[];
  total: number;
  loading: boolean;
  query: ArticleListQuery;
  emptyText: ReactNode;
  onChanged: () => void;
  onSort: (field: ArticleSortField | undefined, order: SortOrder | undefined) => void;
  onPage: (page: number, size: number) => void;
  /** Ticked for 批量操作. */
  selected?: number[];
  onSelect?: (ids: number[]) => void;
}

export function ArticleTable({ rows, total, loading, query, emptyText, onChanged, onSort, onPage, selected, onSelect }: ArticleTableProps) {
  const sortable = (field: ArticleSortField) => ({
    key: field,
    sorter: true,
    sortDirections: ['descend', 'ascend'] as AntSortOrder[],
    sortOrder: query.sortBy === field ? toAntOrder(query.order) : null,
  });

  const columns: ColumnsType<AdminArticleRow> = [
    { title: '标题', key: 'title', render: (_, row) => <TitleCell row={row} />, width: 260, fixed: 'left' },
    { title: '分类', key: 'category', render: (_, row) => row.category_name ?? <span className={styles.muted}>—</span>, width: 110 },
    { title: '标签', key: 'tags', render: (_, row) => <TagList row={row} />, width: 200 },
    { title: '状态', key: 'status', render: (_, row) => <StatusTag status={row.status} at={row.createdAt} />, width: 96 },
    { title: '置顶', key: 'top', render: (_, row) => <PinControl row={row} onChanged={onChanged} />, width: 96 },
    { title: '浏览', ...sortable('view_times'), render: (_, row) => formatCount(row.view_times), width: 84, align: 'right' },
    { title: '点赞', ...sortable('thumbs_up_times'), render: (_, row) => formatCount(row.thumbs_up_times), width: 84, align: 'right' },
    { title: '创建时间', ...sortable('created_at'), render: (_, row) => formatDateTime(row.createdAt), width: 150 },
    { title: '更新时间', ...sortable('updated_at'), render: (_, row) => formatDateTime(row.updatedAt), width: 150 },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      // 编辑, the status control, 分享预览 and 删除 of an unpublished article on one line.
      width: 272,
      render: (_, row) => (
        <Space size={10}>
          <EditLink row={row} />
          <VisibilitySwitch row={row} onChanged={onChanged} />
          <RecycleButton row={row} onChanged={onChanged} />
        </Space>
      ),
    },
  ];

  const handleChange: TableProps<AdminArticleRow>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = single?.order ? (single.columnKey as ArticleSortField) : undefined;
      onSort(field, single?.order === 'ascend' ? 'asc' : single?.order === 'descend' ? 'desc' : undefined);
      return;
    }
    if (extra.action === 'paginate') onPage(pagination.current ?? 1, pagination.pageSize ?? query.size);
  };

  return (
    <Table<AdminArticleRow>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      onChange={handleChange}
      scroll={{ x: 1560 }}
      rowSelection={
        onSelect
          ? {
              selectedRowKeys: selected ?? [],
              onChange: (keys) => onSelect(keys.map(Number)),
              fixed: 'left',
              getCheckboxProps: (row) => ({ 'aria-label': `选择「${row.article_title}」` }),
            }
          : undefined
      }
      locale={{ emptyText }}
      pagination={{
        current: query.page,
        pageSize: query.size,
        total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
        showTotal: (count) => `共 ${count} 篇`,
      }}
    />
  );
}
