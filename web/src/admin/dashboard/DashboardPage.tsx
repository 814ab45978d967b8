import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Row from 'antd/es/row';
import type { DashboardOverview, TagEntry } from '@blog/contract';
import { LoadFailed } from '@/components/LoadFailed';
import { TagCloud } from '@/features/article/components/TagCloud';
import { useThemeStore } from '@/features/theme/themeStore';
import { adminPath } from '../shell/adminNav';
import { calendarChartOption, viewsChartOption } from './chartOptions';
import { CountCards } from './CountCards';
import { EChart } from './EChart';
import { LatestComments } from './LatestComments';
import { PendingLinks } from './PendingLinks';
import { useDashboard } from './useDashboard';
import styles from './Dashboard.module.css';

function Charts({ data }: { data: DashboardOverview | null }) {
  const dark = useThemeStore((s) => s.theme === 'dark');
  const views = useMemo(() => (data ? viewsChartOption(data.viewsPerDay) : null), [data]);
  const today = data?.viewsPerDay.at(-1)?.day;
  const calendar = useMemo(() => (data && today ? calendarChartOption(data.calendar, today, dark) : null), [data, today, dark]);
  const written = data?.calendar.reduce((sum, day) => sum + day.count, 0) ?? 0;
  const calendarBox = useRef<HTMLDivElement>(null);
  // Where the calendar scrolls (phones), start at the recent months rather than a year ago.
  useEffect(() => {
    const box = calendarBox.current;
    if (box && calendar) box.scrollLeft = box.scrollWidth;
  }, [calendar]);
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xl={10}>
        <Card size="small" title="最近 30 天访问量" loading={!views}>
          {views && <EChart option={views} height={240} label="最近 30 天每天的访问量折线图" />}
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <Card size="small" title="写作日历" extra={data ? <span className={styles.muted}>最近一年写了 {written} 篇</span> : null} loading={!calendar}>
          {/* A year is 53 columns: on a phone it scrolls sideways instead of shrinking to dots. */}
          <div ref={calendarBox} className={styles.calendarScroll} tabIndex={0} aria-label="写作日历，可左右滚动">
            <div className={styles.calendarInner}>
              {calendar && <EChart option={calendar} height={170} label={`最近一年每天新建文章数的日历热力图，共 ${written} 篇`} />}
            </div>
          </div>
        </Card>
      </Col>
    </Row>
  );
}

function TagCloudCard({ data }: { data: DashboardOverview | null }) {
  const tags: TagEntry[] = useMemo(() => (data?.tagCloud ?? []).map((tag) => ({ id: tag.id, tag_name: tag.tag_name, articleCount: tag.count })), [data]);
  return (
    <Card size="small" title="标签云" extra={<Link to={adminPath('tags')}>管理标签</Link>} loading={!data}>
      {tags.length > 0 ? <TagCloud tags={tags} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有标签" />}
    </Card>
  );
}

/** The console's home (DESIGN.md §8): counts, views, writing calendar, tags, what needs attention. */
export default function DashboardPage() {
  const { state, reload } = useDashboard();
  if (state.status === 'failed') return <LoadFailed title="仪表盘数据加载失败" onRetry={reload} />;
  const data = state.status === 'ready' ? state.data : null;

  return (
    <div className={styles.page}>
      <CountCards counts={data?.counts ?? null} />
      <Charts data={data} />
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={8}>
          <TagCloudCard data={data} />
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Card size="small" title="最新评论" loading={!data}>
            {data && <LatestComments comments={data.latestComments} />}
          </Card>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Card
            size="small"
            title="待审核友链"
            extra={
              <Link to={adminPath('links')}>去审核</Link>
            }
            loading={!data}
          >
            {data && <PendingLinks links={data.pendingLinks} />}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
