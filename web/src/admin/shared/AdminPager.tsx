import Pagination from 'antd/es/pagination';
import type { TablePaginationConfig } from 'antd/es/table';
import styles from './ListPage.module.css';

interface AdminPagerProps {
  current: number;
  pageSize: number;
  total: number;
  /** The page to show; a new page size starts again at page 1. */
  onChange: (current: number, size: number) => void;
  /** What the total counts: 共 N 条 / 首 / 个用户. */
  unit?: string;
  sizeOptions?: number[];
  /** Centred under a single column of cards (talk, comments, guestbook); otherwise at the end. */
  centered?: boolean;
}

/** The console lists' pager: page size choice and the total. */
export function AdminPager({ current, pageSize, total, onChange, unit = '条', sizeOptions = [10, 20, 50], centered = false }: AdminPagerProps) {
  return (
    <Pagination
      className={centered ? styles.pagerCentered : styles.pager}
      current={current}
      pageSize={pageSize}
      total={total}
      showSizeChanger
      pageSizeOptions={sizeOptions}
      showTotal={(count) => `共 ${count} ${unit}`}
      onChange={(page, size) => onChange(size === pageSize ? page : 1, size)}
    />
  );
}

/** The same pager for a console table's own pagination. */
export function tablePagination({ current, pageSize, total, onChange, unit = '条', sizeOptions = [10, 20, 50] }: Omit<AdminPagerProps, 'centered'>): TablePaginationConfig {
  return {
    current,
    pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: sizeOptions,
    showTotal: (count) => `共 ${count} ${unit}`,
    onChange: (page, size) => onChange(size === pageSize ? page : 1, size),
  };
}
