import { useCallback, useEffect, useState } from 'react';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import { PAGE_HEADER_ROUTES, type PageHeader } from '@blog/contract';
import { LoadFailed } from '@/components/LoadFailed';
import { useSiteStore } from '@/features/site/siteStore';
import { useSettingsStore } from '@/features/theme/settingsStore';
import { getPageHeaders } from './api';
import { BannerCard } from './BannerCard';
import { imagesUsedByOthers } from './usedImages';
import styles from './Banners.module.css';

type Loaded = { status: 'loading' } | { status: 'ready'; headers: PageHeader[] } | { status: 'failed' };

/** 页面背景 (DESIGN.md §8): the top image of each visitor page; every change is live at once. */
export default function BannersPage() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    getPageHeaders().then(
      (headers) => setLoaded({ status: 'ready', headers }),
      () => setLoaded({ status: 'failed' }),
    );
  }, []);
  useEffect(load, [load]);

  const onSaved = useCallback((headers: PageHeader[]) => {
    setLoaded({ status: 'ready', headers });
    // The visitor pages of this tab show the change too, and remember it for the next start.
    useSiteStore.setState({ pageHeaders: headers });
    useSettingsStore.getState().setPageHeaderList(headers);
  }, []);

  if (loaded.status === 'failed') return <LoadFailed title="页面背景加载失败" onRetry={load} />;
  if (loaded.status === 'loading') return <Skeleton active paragraph={{ rows: 8 }} />;
  const { headers } = loaded;
  return (
    <div className={styles.page}>
      <p className={styles.intro}>每个页面顶部的背景图。保存后访客刷新页面即可看到；没有设置的页面使用默认的渐变背景。</p>
      <Row gutter={[12, 12]}>
        {PAGE_HEADER_ROUTES.map((route) => (
          <Col key={route} xs={24} md={12} xl={8}>
            <BannerCard
              route={route}
              url={headers.find((header) => header.route_name === route)?.bg_url || undefined}
              choices={imagesUsedByOthers(headers, route)}
              onSaved={onSaved}
            />
          </Col>
        ))}
      </Row>
    </div>
  );
}
