import { Empty } from 'antd';
import { useEffect } from 'react';
import { articleListPageName, NOT_FOUND_PAGE_NAME, PAGE_SIZE } from '@blog/contract';
import { Link, useSearchParams } from 'react-router';
import { PageBanner } from '@/components/PageBanner/PageBanner';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useLoadingBar } from '@/lib/loading';
import { feedback } from '@/lib/feedback';
import { getArticlesBy, getListName, type ArticleListKind } from '../api';
import { ArticleCardList } from '../components/ArticleCardList';
import { useAsyncData } from '../hooks/useAsyncData';
import { usePageParam } from '../hooks/usePageParam';
import { parseId } from '@blog/markdown/paths';
import styles from './ArticleListPage.module.css';

const KIND_LABEL: Record<ArticleListKind, string> = { category: '分类', tag: '标签' };

function parseKind(value: string | null): ArticleListKind | null {
  return value === 'category' || value === 'tag' ? value : null;
}

/** Said in place of the list, with the ways on to every category and tag. */
function ListNotFound({ title, reason }: { title: string; reason: string }) {
  return (
    <div>
      <PageBanner route="ArticleList" title={title} />
      <section className={styles.wrap}>
        <Empty description={reason}>
          <Link to="/category">查看全部分类</Link>
          <span className={styles.divider} aria-hidden>
            ·
          </span>
          <Link to="/tag">查看全部标签</Link>
        </Empty>
      </section>
    </div>
  );
}

/**
 * A category or tag that does not exist (any more), told as a missing article, album or guestbook
 * entry is: in place, and in the 温馨提示 notice the server's refusal brings on those pages (the list
 * calls answer an unknown id with an empty page, so the page says it itself).
 */
function MissingList({ kind }: { kind: ArticleListKind }) {
  const label = KIND_LABEL[kind];
  useEffect(() => {
    // One key: React's development double effect (or a quick second visit) replaces, not stacks.
    feedback.notification.warning({ key: 'missing-article-list', title: '温馨提示', description: `${label}不存在或已被删除` });
  }, [label]);
  return <ListNotFound title={`${label}不存在`} reason={`没有找到这个${label}，它可能已被删除`} />;
}

/**
 * Articles of one category or one tag: /articleList?type=tag&id=3. The title's name comes from the
 * server, never from the address (links still carry a `name`, which is ignored): an unknown id is
 * said to be missing, not a page titled with whatever the address says.
 */
export default function ArticleListPage() {
  const [params] = useSearchParams();
  const kind = parseKind(params.get('type'));
  const id = parseId(params.get('id'));
  const [page, setPage] = usePageParam();
  const size = PAGE_SIZE.default;
  const valid = kind !== null && id !== null;

  const listName = useAsyncData(valid ? `${kind}:${id}` : null, () => getListName(kind ?? 'category', id ?? 0));
  const articles = useAsyncData(valid ? `${kind}:${id}:${page}` : null, () =>
    getArticlesBy(kind ?? 'category', id ?? 0, page, size),
  );
  useLoadingBar(articles.loading || listName.loading);
  const name = listName.data;
  useDocumentTitle(!valid || name === null ? NOT_FOUND_PAGE_NAME : name === undefined ? null : articleListPageName(kind, name));

  if (!valid) return <ListNotFound title="文章列表" reason="链接参数有误，找不到对应的分类或标签" />;

  if (listName.data === null) return <MissingList kind={kind} />;

  // Until the name arrives (or if it cannot be loaded) the title says only what kind of list it is.
  const title = listName.data ? `${KIND_LABEL[kind]} - ${listName.data}` : KIND_LABEL[kind];
  return (
    <div>
      <PageBanner
        route="ArticleList"
        title={title}
        subtitle={articles.data ? `共 ${articles.data.total} 篇文章` : undefined}
      />
      <section className={styles.list} aria-label={`${title}的文章`}>
        <ArticleCardList
          articles={articles.data?.list}
          loading={articles.loading}
          current={page}
          pageSize={size}
          total={articles.data?.total ?? 0}
          onPageChange={(next) => {
            setPage(next);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
          emptyText={`该${KIND_LABEL[kind]}下暂无文章`}
        />
      </section>
    </div>
  );
}
