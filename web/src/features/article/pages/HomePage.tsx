import { ArrowLeftOutlined, DownOutlined } from '@ant-design/icons';
import { PAGE_SIZE } from '@blog/contract';
import { PageBanner } from '@/components/PageBanner/PageBanner';
import { useLoadingBar } from '@/lib/loading';
import { useSiteStore } from '@/features/site/siteStore';
import { hasEarlierPageInSite, useBackInSite } from '@/lib/backInSite';
import { useIsMobile } from '@/lib/device';
import { getHomeArticles, getStatistic, getTagDictionary } from '../api';
import { ArticleCardList } from '../components/ArticleCardList';
import { HomeSideColumn } from '../components/HomeSideColumn';
import { TypingText } from '../components/TypingText';
import { useAsyncData } from '../hooks/useAsyncData';
import { usePageParam } from '../hooks/usePageParam';
import styles from './HomePage.module.css';

const CONTENT_ID = 'home-content';

export default function HomePage() {
  const config = useSiteStore((s) => s.config);
  const isMobile = useIsMobile();
  const goBack = useBackInSite('/home');
  // Opened directly (typed, bookmarked, from another site) there is nothing here to go back to, and
  // an arrow that does nothing is worse than none. Read on every render: each navigation renders.
  const showBack = isMobile && hasEarlierPageInSite();
  const [page, setPage] = usePageParam();
  const size = PAGE_SIZE.default;

  const articles = useAsyncData(`home:${page}`, () => getHomeArticles(page, size));
  const statistic = useAsyncData('statistic', getStatistic);
  const tags = useAsyncData('tags', getTagDictionary);
  useLoadingBar(articles.loading);

  const changePage = (next: number) => {
    setPage(next);
    document.getElementById(CONTENT_ID)?.scrollIntoView({ behavior: 'smooth' });
  };

  return (
    <div className={styles.page}>
      <div className={styles.bannerWrap}>
        <PageBanner route="Home" title={config?.blog_name ?? '欢迎来到我的博客'} fullScreen>
          <p className={styles.say}>
            <TypingText text={config?.personal_say || '记录生活，分享技术'} />
          </p>
        </PageBanner>
        <button
          type="button"
          className={styles.scrollDown}
          aria-label="向下滚动到文章列表"
          onClick={() => document.getElementById(CONTENT_ID)?.scrollIntoView({ behavior: 'smooth' })}
        >
          <DownOutlined aria-hidden />
        </button>
        {showBack && (
          <button type="button" className={styles.back} aria-label="返回上一页" onClick={goBack}>
            <ArrowLeftOutlined aria-hidden />
          </button>
        )}
      </div>
      <div id={CONTENT_ID} className={styles.layout}>
        <section className={styles.main} aria-label="文章列表">
          <ArticleCardList
            articles={articles.data?.list}
            loading={articles.loading}
            current={page}
            pageSize={size}
            total={articles.data?.total ?? 0}
            onPageChange={changePage}
          />
        </section>
        <HomeSideColumn config={config} statistic={statistic.data} tags={tags.data} />
      </div>
    </div>
  );
}
