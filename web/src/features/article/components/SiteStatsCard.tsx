import { BarChartOutlined } from '@ant-design/icons';
import type { SiteConfig, Statistic } from '@blog/contract';
import { formatCount } from '@/lib/format';
import { siteInstant } from '@/lib/siteTime';
import { SideCard } from './SideCard';
import styles from './SiteStatsCard.module.css';

interface SiteStatsCardProps {
  config: SiteConfig | null;
  statistic: Statistic | undefined;
}

const DAY_MS = 86_400_000;

function runningDays(createdAt: string | undefined): number | null {
  if (!createdAt) return null;
  // "YYYY-MM-DD HH:mm:ss" in the site's zone (ISO from older servers works too).
  const start = siteInstant(createdAt).getTime();
  if (Number.isNaN(start)) return null;
  return Math.max(1, Math.ceil((Date.now() - start) / DAY_MS));
}

export function SiteStatsCard({ config, statistic }: SiteStatsCardProps) {
  const days = runningDays(config?.createdAt);
  const rows = [
    { label: '文章数目', value: statistic?.articleCount },
    { label: '分类数目', value: statistic?.categoryCount },
    { label: '标签数目', value: statistic?.tagCount },
    { label: '本站访问量', value: config ? formatCount(config.view_time) : undefined },
    { label: '已运行', value: days === null ? undefined : `${days} 天` },
  ];
  return (
    <SideCard title="网站资讯" icon={<BarChartOutlined aria-hidden />}>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>{row.value ?? '-'}</dd>
          </div>
        ))}
      </dl>
    </SideCard>
  );
}
