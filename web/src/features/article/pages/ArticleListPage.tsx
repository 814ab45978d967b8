import { Empty } from 'antd';
import { PAGE_SIZE } from '@blog/contract';
import { Link, useSearchParams } from 'react-router';
import { PageBanner } from '@/app/layout/PageBanner';
import { useLoadingBar } from '@/app/progress';
import { getArticlesBy, type ArticleListKind } from '../api';
import { ArticleCardList } from '../components/ArticleCardList';
import { useAsyncData } from '../hooks/useAsyncData';
import { usePageParam } from '../hooks/usePageParam';
import { parseId } from '../paths';
import styles from './ArticleListPage.module.css';

const KIND_LABEL: Record<ArticleListKind, string> = { category: '分类', tag: '标签' };

function parseKind(value: string | null): ArticleListKind | null {
  return value === 'category' || value === 'tag' ? value : null;
}

/** Articles of one category or one tag: /articleList?type=tag&id=3&name=React */
export default function ArticleListPage() {
  const [params] = useSearchParams();
  const kind = parseKind(params.get('type'));
  const id = parseId(params.get('id'));
  const name = params.get('name')?.trim() || '';
  const [page, setPage] = usePageParam();
  const size = PAGE_SIZE.default;
  const valid = kind !== null && id !== null;

  const articles = useAsyncData(valid ? `${kind}:${id}:${page}` : null, () =>
    getArticlesBy(kind ?? 'category', id ?? 0, page, size),
  );
  useLoadingBar(articles.loading);

  if (!valid) {
    return (
      <div>
        <PageBanner route="articleList" title="文章列表" />
        <section className={styles.wrap}>
          <Empty description="链接参数有误，找不到对应的分类或标签">
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

  const title = name ? `${KIND_LABEL[kind]} - ${name}` : KIND_LABEL[kind];
  return (
    <div>
      <PageBanner
        route="articleList"
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
