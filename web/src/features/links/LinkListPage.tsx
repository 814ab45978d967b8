import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import type { LinkItem } from '@blog/contract';
import { PageBanner } from '@/components/PageBanner/PageBanner';
import { useLoadingBar } from '@/lib/loading';
import parts from '@/components/pageParts.module.css';
import { LinkApplySection } from './LinkApplySection';
import { useLinkPages } from './useLinkPages';
import styles from './LinkListPage.module.css';

function LinkCard({ link }: { link: LinkItem }) {
  return (
    <li>
      {/* noopener noreferrer: the friend's site gets neither a handle on this tab nor our address. */}
      <a className={styles.link} href={link.url} target="_blank" rel="noopener noreferrer">
        <Avatar size={56} src={link.site_avatar || undefined} alt="" className={styles.linkAvatar}>
          <span aria-hidden="true">{[...link.site_name][0]}</span>
        </Avatar>
        <span className={styles.linkText}>
          <span className={styles.linkName}>{link.site_name}</span>
          <span className={styles.linkDesc}>{link.site_desc}</span>
        </span>
      </a>
    </li>
  );
}

function LinkGrid() {
  const pages = useLinkPages();
  useLoadingBar(pages.loading);

  let content;
  if (pages.loading) content = <Skeleton active avatar paragraph={{ rows: 3 }} />;
  else if (pages.failed && pages.items.length === 0) {
    content = (
      <Result
        status="warning"
        title="友链加载失败"
        subTitle="网络好像开小差了，稍后再试试吧"
        extra={
          <Button type="primary" onClick={pages.retry}>
            重新加载
          </Button>
        }
      />
    );
  } else if (pages.items.length === 0) content = <Empty description="还没有友链，快来成为第一个吧～" />;
  else {
    content = (
      <>
        <ul className={styles.grid} aria-label="友链列表">
          {pages.items.map((link) => (
            <LinkCard key={link.id} link={link} />
          ))}
        </ul>
        {pages.hasMore ? (
          <div className={styles.more}>
            <Button onClick={pages.loadMore} loading={pages.loadingMore}>
              加载更多
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section className={`${parts.surface} ${styles.card}`} aria-labelledby="link-list-heading" aria-busy={pages.loading}>
      <h2 id="link-list-heading" className={styles.heading}>
        小伙伴们{pages.total > 0 ? <span className={styles.count}>（{pages.total}）</span> : null}
      </h2>
      {content}
    </section>
  );
}

/** /link/list (SPEC.md §2): approved friend links, and applying for one. */
export default function LinkListPage() {
  return (
    <>
      <PageBanner route="LinkList" title="友链" subtitle="海内存知己，天涯若比邻" />
      <div className={`${parts.column} ${styles.page}`}>
        <LinkGrid />
        <LinkApplySection />
      </div>
    </>
  );
}
