import { FolderOpenOutlined } from '@ant-design/icons';
import { Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { PageBanner } from '@/app/layout/PageBanner';
import { useLoadingBar } from '@/app/progress';
import { getCategoryDictionary } from '../api';
import { useAsyncData } from '../hooks/useAsyncData';
import { articleListPath } from '../paths';
import styles from './CategoryPage.module.css';

export default function CategoryPage() {
  const categories = useAsyncData('categories', getCategoryDictionary);
  useLoadingBar(categories.loading);
  const list = categories.data;

  return (
    <div>
      <PageBanner route="category" title="分类" subtitle={list ? `共 ${list.length} 个分类` : undefined} />
      <section className={styles.wrap} aria-label="全部分类">
        {!list && categories.loading ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : !list || list.length === 0 ? (
          <Empty description="暂无分类" />
        ) : (
          <ul className={styles.grid}>
            {list.map((category) => (
              <li key={category.id}>
                <Link to={articleListPath('category', category.id, category.category_name)} className={styles.item}>
                  <FolderOpenOutlined aria-hidden className={styles.icon} />
                  <span className={styles.name}>{category.category_name}</span>
                  <span className={styles.count}>{category.articleCount} 篇</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
