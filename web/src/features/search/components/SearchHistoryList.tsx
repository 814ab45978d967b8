import { CloseOutlined, DeleteOutlined, HistoryOutlined } from '@ant-design/icons';
import { Popconfirm } from 'antd';
import styles from './SearchPanels.module.css';

interface SearchHistoryListProps {
  history: string[];
  onPick: (term: string) => void;
  onRemove: (term: string) => void;
  onClear: () => void;
}

export function SearchHistoryList({ history, onPick, onRemove, onClear }: SearchHistoryListProps) {
  return (
    <section className={styles.panel} aria-labelledby="search-history-title">
      <div className={styles.head}>
        <h3 id="search-history-title" className={styles.heading}>
          <HistoryOutlined aria-hidden /> 搜索历史
        </h3>
        {history.length > 0 && (
          <Popconfirm title="确认清空搜索历史吗" okText="确定" cancelText="取消" onConfirm={onClear}>
            <button type="button" className={styles.textButton}>
              <DeleteOutlined aria-hidden /> 清空历史
            </button>
          </Popconfirm>
        )}
      </div>
      {history.length === 0 ? (
        <p className={styles.muted}>暂无搜索历史</p>
      ) : (
        <ul className={styles.chips} aria-label="搜索历史">
          {history.map((term) => (
            <li key={term} className={styles.chip}>
              <button type="button" className={styles.chipText} onClick={() => onPick(term)}>
                {term}
              </button>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={`删除搜索历史 ${term}`}
                onClick={() => onRemove(term)}
              >
                <CloseOutlined aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
