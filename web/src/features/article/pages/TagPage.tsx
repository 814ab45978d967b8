import { Empty, Skeleton } from 'antd';
import { PageBanner } from '@/app/layout/PageBanner';
import { useLoadingBar } from '@/app/progress';
import { getTagDictionary } from '../api';
import { TagCloud } from '../components/TagCloud';
import { useAsyncData } from '../hooks/useAsyncData';
import styles from './CategoryPage.module.css';

export default function TagPage() {
  const tags = useAsyncData('tags', getTagDictionary);
  useLoadingBar(tags.loading);
  const list = tags.data;

  return (
    <div>
      <PageBanner route="tag" title="标签" subtitle={list ? `共 ${list.length} 个标签` : undefined} />
      <section className={styles.wrap} aria-label="全部标签">
        {!list && tags.loading ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : !list || list.length === 0 ? (
          <Empty description="暂无标签" />
        ) : (
          <TagCloud tags={list} large />
        )}
      </section>
    </div>
  );
}
