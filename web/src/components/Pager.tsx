import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { pageSlots } from './pageNumbers';
import './Pager.css';

interface PagerProps {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  label: string;
}

/**
 * A small page-number bar. antd's Pagination brings a size selector and a virtual list with it,
 * which would cost the home page about 34 KB of gzip for features a blog pager never uses.
 */
export function Pager({ current, pageSize, total, onChange, label }: PagerProps) {
  const pageCount = Math.ceil(total / pageSize);
  if (pageCount <= 1) return null;
  const go = (page: number) => {
    if (page >= 1 && page <= pageCount && page !== current) onChange(page);
  };
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="pager__item" onClick={() => go(current - 1)} disabled={current <= 1} aria-label="上一页">
        <LeftOutlined aria-hidden />
      </button>
      {pageSlots(current, pageCount).map((slot, index) =>
        slot === 'gap' ? (
          <span key={`gap-${index}`} className="pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={slot}
            type="button"
            className={slot === current ? 'pager__item pager__item--current' : 'pager__item'}
            onClick={() => go(slot)}
            aria-label={`第 ${slot} 页`}
            aria-current={slot === current ? 'page' : undefined}
          >
            {slot}
          </button>
        ),
      )}
      <button type="button" className="pager__item" onClick={() => go(current + 1)} disabled={current >= pageCount} aria-label="下一页">
        <RightOutlined aria-hidden />
      </button>
    </nav>
  );
}
