import { TagsOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import type { SiteConfig, Statistic, TagEntry } from '@blog/contract';
import { AuthorCard } from './AuthorCard';
import { NoticeCard } from './NoticeCard';
import { SideCard } from './SideCard';
import { SiteStatsCard } from './SiteStatsCard';
import { TagCloud } from './TagCloud';
import styles from './HomeSideColumn.module.css';

interface HomeSideColumnProps {
  config: SiteConfig | null;
  statistic: Statistic | undefined;
  tags: TagEntry[] | undefined;
}

export function HomeSideColumn({ config, statistic, tags }: HomeSideColumnProps) {
  return (
    <aside className={styles.side} aria-label="侧边栏">
      <AuthorCard config={config} statistic={statistic} />
      <NoticeCard notice={config?.blog_notice} />
      <SiteStatsCard config={config} statistic={statistic} />
      <SideCard title="标签云" icon={<TagsOutlined aria-hidden />}>
        {tags === undefined ? (
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        ) : tags.length === 0 ? (
          <p className={styles.muted}>暂无标签</p>
        ) : (
          <TagCloud tags={tags} />
        )}
      </SideCard>
    </aside>
  );
}
